import { createLocalSearchClient } from '../../lib/search/client/local-client';
import type { LocalHit } from '../../lib/search/engine/hits';
import { required } from './site-files';
import type { SiteSource } from './site-source';

/** One answer of the search tool. */
export interface SearchResult {
  title: string;
  /** The headings down to the section that matched (`Build › Preview`); empty for the page itself. */
  section: string;
  url: string;
  /** The text that matched, the words the engine matched in `**bold**`. */
  passage: string;
}

/** How many hits the engine is asked for (as the dialog asks) and how many the tool returns. */
const HITS_ASKED = 20;
export const RESULTS_SHOWN = 10;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** A hit's text is escaped HTML with `<mark>` around matched words (what DocSearch renders): as plain text with bold. */
const text = (html: string | null) =>
  (html ?? '').replace(/<\/?mark>/g, '**').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

export function toResult(hit: LocalHit, root: string): SearchResult {
  const { lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = hit.hierarchy;
  return {
    title: text(lvl1),
    section: [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).map(text).join(' › '),
    url: `${root}${hit.url}`,
    passage: text(hit._snippetResult.content.value),
  };
}

/**
 * The dialog's own local client (lib/search/client/local-client.ts) over one language's search file,
 * read from the site as the browser reads it: the same engine, ranking and hits, loaded once.
 */
export function createSearch(site: SiteSource, searchFile: string, root: string) {
  const client = createLocalSearchClient(searchFile, (sitePath) => required(site, sitePath));
  return async (query: string): Promise<SearchResult[]> => {
    const { results } = await client.search([{ query, hitsPerPage: HITS_ASKED }]);
    return results[0].hits.slice(0, RESULTS_SHOWN).map((hit) => toResult(hit, root));
  };
}
