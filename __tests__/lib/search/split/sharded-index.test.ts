import { searchHits } from '@/lib/search/engine/hits';
import { createIndex } from '@/lib/search/engine/search-index';
import { createShardedIndex, untilComplete, type Missing, type ShardedIndex } from '@/lib/search/split/sharded-index';
import { splitIndex } from '@/lib/search/indexing/shards';
import { searchPage } from '../fixture';

const PAGES = [
  searchPage('/zh/sidebar/', '侧边栏', '侧边栏列出本节的页面。', [['config', ['配置侧边栏'], '在配置文件中写侧边栏的分组。']]),
  searchPage('/zh/nav/', '导航栏', '导航栏在页面顶部。', [['logo', ['站点图标'], '导航栏左边显示站点图标。']]),
  searchPage('/zh/search/', '搜索', '搜索框在导航栏右边，支持中文分词。'),
];
/** As fetched: a fresh copy each time. */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
/** Shards of a few terms each, so that what a query loads shows. */
const split = splitIndex(PAGES, 60);
const parts = { shards: split.shards, words: split.wordShards, same: split.sameShards, pages: PAGES };

async function search(query: string) {
  const sharded = createShardedIndex(clone(split.meta));
  const loaded: Missing = { shards: [], words: [], same: [], pages: [] };
  const load = async (missing: Missing): Promise<Parameters<ShardedIndex['add']>[0]> => {
    const take = <K extends keyof Missing>(kind: K) =>
      missing[kind].map((n) => (loaded[kind].push(n), [n, clone(parts[kind][n])] as [number, never]));
    return { shards: take('shards'), words: take('words'), same: take('same'), pages: take('pages') };
  };
  const hits = await untilComplete(sharded, load, (index) => searchHits(index, query, 20));
  return { hits, loaded };
}

/** The term shard that holds a term, or would. */
const shardOf = (term: string) => split.meta.shardStarts.findLastIndex((start) => start <= term);

describe('createShardedIndex', () => {
  it('reads a Chinese word as a typo only once its own pairs are known to be absent', async () => {
    // The query's words are in the docs: only its pairs' shards load, not every pair after each character.
    const { hits, loaded } = await search('导航栏顶部');
    const own = new Set(['导航', '航栏', '栏顶', '顶部'].map(shardOf));
    expect(loaded.shards.filter((n) => !own.has(n))).toEqual([]);
    expect(hits[0].url).toBe('/zh/nav/');
  });

  it('still finds a typo, as the whole index does', async () => {
    const { hits } = await search('侧变栏');
    expect(hits.map((hit) => hit.url)).toEqual(searchHits(createIndex(PAGES), '侧变栏', 20).map((hit) => hit.url));
    expect(hits[0].url_without_anchor).toBe('/zh/sidebar/');
  });

  it('ranks from the shards alone: it loads only the pages it shows', async () => {
    const { hits, loaded } = await search('站点图标');
    expect(new Set(hits.map((hit) => hit.url_without_anchor))).toEqual(new Set(['/zh/nav/']));
    expect(loaded.pages).toEqual([1]);
  });
});
