import { createIndex, type SearchIndex } from './search-index';
import { searchHits } from './hits';
import type { SearchPage } from './types';

interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  params?: { query?: string; hitsPerPage?: number };
}

/**
 * A stand-in for Algolia's lite client that answers DocSearch from the search documents of one
 * language, fetched and indexed on the first query. Nothing leaves the site.
 */
export function createLocalSearchClient(indexUrl: string, load: (url: string) => Promise<string> = defaultLoad) {
  let index: Promise<SearchIndex> | undefined;
  const getIndex = () =>
    (index ??= load(indexUrl)
      .then((text) => createIndex(JSON.parse(text) as SearchPage[]))
      .catch((error: unknown) => {
        index = undefined; // try again on the next query
        throw new Error(`Search index unavailable: ${(error as Error).message}`, { cause: error });
      }));

  return {
    /** Starts the download and indexing early (when the dialog opens); a failure shows on the first query. */
    warm() {
      getIndex().catch(() => {});
    },
    async search(input: { requests: SearchRequest[] } | SearchRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const ready = await getIndex();
      return {
        results: requests.map((request) => {
          const query = request.query ?? request.params?.query ?? '';
          const hitsPerPage = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
          const hits = searchHits(ready, query, hitsPerPage);
          return {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: 1,
            hitsPerPage,
            processingTimeMS: 0,
            exhaustiveNbHits: true,
            query,
            params: '',
            index: request.indexName ?? 'local',
          };
        }),
      };
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'local', add() {} } },
  };
}

/** The search file the page was built with is not on the host any more (a deploy replaced it). */
class IndexGoneError extends Error {
  name = 'IndexGoneError';
}

export const isIndexGone = (error: unknown) => error instanceof Error && error.cause instanceof IndexGoneError;

async function defaultLoad(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status === 404) throw new IndexGoneError(`${url} is gone`);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
}
