import fs from 'node:fs';
import { searchPages } from '@/lib/search/indexing/index-file';
import { createIndex } from '@/lib/search/engine/search-index';
import { searchHits } from '@/lib/search/engine/hits';
import { splitIndex } from '@/lib/search/indexing/shards';
import { createShardedIndex, untilComplete, type Missing, type ShardedIndex } from '@/lib/search/split/sharded-index';

/** `value` and everything it holds, made read-only: a write to any of it is a TypeError. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The search files of the real site: a query answered from the parts it loads (lib/search/indexing/shards.ts)
 * gets the very hits the whole index gives, and loads no page but those it shows, on the reader queries of the relevance sets, on headings
 * and words of the site, and on the cases that read offsets: Chinese words, phrases, typos.
 */
describe.each(['en', 'zh'] as const)('%s search, split', (lang) => {
  const pages = searchPages(lang);
  const whole = createIndex(pages);
  const split = splitIndex(pages);
  // Frozen, so that the index could not change what it was handed (as if each part came from its file) without
  // a TypeError, and every query can start from the same parts.
  const parts = deepFreeze({
    shards: split.shards,
    words: split.wordShards,
    same: split.sameShards,
    pages: structuredClone(pages),
  });
  const meta = deepFreeze(split.meta);
  const pageOfUrl = new Map(pages.map((page, p) => [page.url, p]));
  const sets = ['', '.unseen'].map((suffix) => JSON.parse(fs.readFileSync(`tools/bench/relevance/${lang}${suffix}.json`, 'utf8')));
  const headings = pages
    .flatMap((page) => page.sections.map((section) => section.path.at(-1) ?? page.title))
    .filter((_, i) => i % 10 === 0);
  const queries = [
    ...sets.flatMap((set) => [...set.queries.map((query: { q: string }) => query.q), ...set.noResults]),
    ...headings,
    ...['search index', 'builder config', '--port', 'page_type', 'depoly', 'd', 'de', '侧边栏', '侧变栏', '国际话', '国际化 配置', '中'],
  ];

  it(`gives the same hits as the whole index (${queries.length} queries), loading less than all of it`, async () => {
    const differ: string[] = [];
    const pagesNotShown: string[] = [];
    let loadedAll = 0;
    for (const query of queries) {
      const sharded = createShardedIndex(meta);
      let loaded = 0;
      const load = async (missing: Missing): Promise<Parameters<ShardedIndex['add']>[0]> => {
        const take = <K extends keyof Missing>(kind: K) =>
          missing[kind].map((n) => (loaded++, kind === 'pages' && pagesLoaded.add(n), [n, parts[kind][n]] as [number, never]));
        return { shards: take('shards'), words: take('words'), same: take('same'), pages: take('pages') };
      };
      const pagesLoaded = new Set<number>();
      const hits = await untilComplete(sharded, load, (index) => searchHits(index, query, 20));
      if (JSON.stringify(hits) !== JSON.stringify(searchHits(whole, query, 20))) differ.push(query);
      const shown = new Set(hits.map((hit) => pageOfUrl.get(hit.url_without_anchor)));
      if ([...pagesLoaded].some((p) => !shown.has(p))) pagesNotShown.push(query);
      const all = Object.values(parts).reduce((n, list) => n + list.length, 0);
      if (loaded === all) loadedAll++;
    }
    expect(differ).toEqual([]);
    expect(loadedAll).toBe(0);
    // Ranking reads the shards alone; a page's text only for a phrase of words with other characters (`page_type`).
    expect(pagesNotShown.filter((query) => !/[_-]\p{L}/u.test(query))).toEqual([]);
  });
});
