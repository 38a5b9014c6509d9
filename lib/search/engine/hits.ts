import { searchIndex, type RankedRecord } from './engine';
import type { SearchIndex } from './search-index';
import { escapeHtml, marked, matchRanges, snippet, termsOf, type Highlighted } from './highlight';

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

/** The Algolia-shaped hit DocSearch renders (only the fields it reads). */
export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'content';
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: { hierarchy: Record<Level, Highlighted>; content: Highlighted };
  _snippetResult: { hierarchy: Record<Level, Highlighted>; content: Highlighted };
}

const PATH_SEPARATOR = ' › ';

/**
 * A ranked record as a DocSearch hit. DocSearch groups hits by lvl0 (here the page's place, one group
 * per page) and shows each hit as a title line and a path line:
 * - the page intro (lvl1): the page title, then the text that matched (intro or description);
 * - a section whose headings show its match (lvl2–lvl4): its heading, then the page title and the
 *   headings above it;
 * - a section with a word found only in its text (content): a snippet of the text with the words
 *   marked, then the page title and the section's headings.
 * The marks are the document terms the engine matched (prefix and typo matches included). DocSearch
 * puts these strings into the page as HTML, so every text is escaped, with only our own `<mark>` added.
 */
export function toHit(index: SearchIndex, ranked: RankedRecord, leads = true): LocalHit {
  const { record } = ranked;
  const terms = termsOf(ranked.terms);
  const page = index.pages[record.page];
  const headings = record.section.path;
  const isIntro = !record.section.id;
  const textRanges = matchRanges(record.section.text, terms);
  // DocSearch hangs the hits of a page under its lvl1 hit: an intro that does not lead its group
  // shows as text, so that no section hangs under a page hit shown below it.
  const type: LocalHit['type'] = isIntro
    ? leads
      ? 'lvl1'
      : 'content'
    : ranked.shownBy === 'text'
      ? 'content'
      : (`lvl${headings.length + 1}` as LocalHit['type']);

  const values = LEVELS.map((_, i) => (i === 0 ? page.place : i === 1 ? page.title : (headings[i - 2] ?? null)));
  const hierarchy = Object.fromEntries(LEVELS.map((level, i) => [level, values[i] === null ? null : escapeHtml(values[i])])) as Record<
    Level,
    string | null
  >;
  // lvl0 is DocSearch's group header, shown as plain text: no marks.
  const highlighted = Object.fromEntries(
    LEVELS.map((level, i) => [level, marked(values[i] ?? '', i === 0 ? [] : matchRanges(values[i] ?? '', terms))]),
  ) as Record<Level, Highlighted>;
  // The path line under a section hit: the page title and the headings above what its title line shows.
  const path = [page.title, ...(type === 'content' ? headings : headings.slice(0, -1))].join(PATH_SEPARATOR);
  const snippetHierarchy = { ...highlighted, lvl1: type === 'lvl1' ? highlighted.lvl1 : marked(path, matchRanges(path, terms)) };

  // An intro hit's second line: its text where it matched, else the description.
  const description = !isIntro || textRanges.length ? [] : matchRanges(page.description, terms);
  const useDescription = isIntro && !textRanges.length && (description.length > 0 || !record.section.text);
  const body = useDescription ? page.description : record.section.text;
  const bodyRanges = useDescription ? description : textRanges;
  const [url, anchor] = record.url.split('#');
  return {
    objectID: String(record.position),
    url: record.url,
    url_without_anchor: url,
    anchor: anchor ?? null,
    type,
    content: type === 'content' || (isIntro && body) ? escapeHtml(body) : null,
    hierarchy,
    _highlightResult: { hierarchy: highlighted, content: marked(body, bodyRanges) },
    _snippetResult: { hierarchy: snippetHierarchy, content: snippet(body, bodyRanges) },
  };
}

/**
 * The hits of one query, in the order the dialog shows them (what the local client answers). An intro
 * below a section of its page that matched only by the page title says nothing the group header does
 * not: it is left out.
 */
export function searchHits(index: SearchIndex, query: string, hitsPerPage = 20): LocalHit[] {
  return searchIndex(index, query, hitsPerPage).flatMap((ranked, i, all) => {
    const hit = toHit(index, ranked, all[i - 1]?.record.page !== ranked.record.page);
    return hit.type === 'content' && !hit._snippetResult.content.value.includes('<mark>') ? [] : [hit];
  });
}
