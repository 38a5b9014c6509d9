import { searchHits } from '../engine/hits';
import { createIndex, type SearchIndex } from '../engine/search-index';
import type { SearchPage } from '../engine/types';
import { createShardedIndex, untilComplete, type Missing, type ShardedIndex } from '../split/sharded-index';
import { partPath, type PartKind } from '../paths';
import type { ShardMeta } from '../split/format';

interface SearchRequest {
  query?: string;
  indexName?: string;
  hitsPerPage?: number;
  params?: { query?: string; hitsPerPage?: number };
}

/**
 * A stand-in for Algolia's lite client that answers DocSearch from the search files of one language
 * (lib/search/indexing/shards.ts), loaded on the first query (or `warm`): the pages whole, indexed here, or
 * the meta file of a split index, then the parts each query reads, each file once. Nothing leaves the site.
 */
export function createLocalSearchClient(metaUrl: string, load: (url: string) => Promise<string> = defaultLoad) {
  const loaded = new Map<string, Promise<unknown>>();
  const file = (url: string) => {
    if (!loaded.has(url))
      loaded.set(
        url,
        load(url)
          .then((text) => JSON.parse(text) as unknown)
          .catch((error: unknown) => {
            loaded.delete(url); // try again on the next query
            throw new Error(`Search index unavailable: ${(error as Error).message}`, { cause: error });
          }),
      );
    return loaded.get(url)!;
  };
  let sharded: Promise<{ whole: SearchIndex } | { index: ShardedIndex }> | undefined;
  const getIndex = () =>
    (sharded ??= (file(metaUrl) as Promise<ShardMeta | SearchPage[]>)
      .then((meta) => (Array.isArray(meta) ? { whole: createIndex(meta) } : { index: createShardedIndex(meta) }))
      .catch((error: unknown) => {
        sharded = undefined;
        throw error;
      }));
  /** The parts a run of the engine found missing, fetched side by side. */
  const parts = async (missing: Missing): Promise<Parameters<ShardedIndex['add']>[0]> => {
    const kinds = Object.keys(missing) as PartKind[];
    const loaded = await Promise.all(
      kinds.map((kind) => Promise.all(missing[kind].map(async (n) => [n, await file(partPath(metaUrl, kind, n))] as [number, never]))),
    );
    return Object.fromEntries(kinds.map((kind, k) => [kind, loaded[k]]));
  };

  /**
   * The answer to one search. A search the reader has typed past (a newer one started) stops loading
   * parts and answers as the newest does: DocSearch shows the newest answer only, and the parts a
   * word typed in part needs (`de`: every page with a word in `de`) can be most of the index.
   */
  const answer = async (requests: SearchRequest[], stale: () => boolean) => {
    const loaded = await getIndex();
    if (stale()) throw STALE;
    return Promise.all(
      requests.map(async (request) => {
        const query = request.query ?? request.params?.query ?? '';
        const hitsPerPage = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
        const hits =
          'whole' in loaded
            ? searchHits(loaded.whole, query, hitsPerPage)
            : await untilComplete(
                loaded.index,
                // Typed past before or while its parts load: no more loading, nor another run.
                async (missing) => {
                  if (stale()) throw STALE;
                  const got = await parts(missing);
                  if (stale()) throw STALE;
                  return got;
                },
                (ready) => searchHits(ready, query, hitsPerPage),
              );
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
    );
  };
  type Answer = ReturnType<typeof answer>;
  let latest: Answer | undefined;
  const settled = (answered: Answer): Promise<{ results: Awaited<Answer> }> =>
    answered.then(
      (results) => ({ results }),
      (error: unknown) => (error === STALE ? settled(latest!) : Promise.reject(error)),
    );

  return {
    /** Starts the meta file's download early (when the dialog opens); a failure shows on the first query. */
    warm() {
      getIndex().catch(() => {});
    },
    search(input: { requests: SearchRequest[] } | SearchRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const mine = answer(requests, () => latest !== mine);
      latest = mine;
      return settled(mine);
    },
    addAlgoliaAgent() {},
    transporter: { algoliaAgent: { value: 'local', add() {} } },
  };
}

/** Why a search the reader has typed past stops. */
const STALE = Symbol('stale');

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
