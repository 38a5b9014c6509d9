import { cutChineseRuns, lookUpWords, matchedTerms } from '@/lib/search/engine/lookup';
import { createIndex, pageDoc } from '@/lib/search/engine/search-index';
import { queryWords } from '@/lib/search/engine/tokenize';
import { searchPage } from '../fixture';

const index = createIndex([
  searchPage('/hosting/', 'Deployment', 'Put the plugins online.'),
  searchPage('/config/', 'Config', 'The builderConfig option and the builder itself.'),
]);

/** How the first word of `query` was found in a document: its best quality per field. */
const quality = (query: string, doc: number) => lookUpWords(index, queryWords(query))[0].found[0].get(doc)?.fields;

describe('lookUpWords', () => {
  it('rates exact and the other number above a prefix (the last word) above a typo', () => {
    const page = pageDoc(index, 0);
    expect(quality('deployment', page)).toEqual({ title: 1 });
    expect(quality('plugin', 0)).toEqual({ content: 1 });
    expect(quality('deploym', page)).toEqual({ title: 0.75 });
    expect(quality('depolyment online', page)).toEqual({ title: 0.5 });
    expect(quality('deploym online', page)).toBeUndefined();
  });

  it('records the document terms found and the relevance of the text', () => {
    const found = lookUpWords(index, queryWords('plugins'))[0].found[0].get(0)!;
    expect([...found.terms]).toEqual(['plugins']);
    expect(found.text).toBe(1);
  });

  it('looks an identifier up whole and its parts only when the whole is nowhere', () => {
    const [whole] = lookUpWords(index, queryWords('builderConfig'));
    expect(whole.parts).toBe(false);
    const [split] = lookUpWords(index, queryWords('builderOptions'));
    expect(split.parts).toBe(true);
    expect(split.terms).toEqual(['builder', 'options']);
  });

  it('does not look a filler word up when the query has other words', () => {
    const [the, plugins] = lookUpWords(index, queryWords('the plugins'));
    expect(the.found[0].size).toBe(0);
    expect(plugins.found[0].size).toBe(1);
    expect(lookUpWords(index, queryWords('the'))[0].found[0].size).toBe(2);
  });

  it('does not shorten a short word for a typo: stripe is not strip', () => {
    const words = createIndex([searchPage('/a/', 'A', 'Strip the markup with the sidebar.')]);
    const docs = (query: string) => lookUpWords(words, queryWords(query))[0].found[0].size;
    expect(docs('stripe markup')).toBe(0);
    expect(docs('width markup')).toBe(0);
    expect(docs('sidbar markup')).toBe(1);
  });

  it('takes only the last word as a prefix', () => {
    expect(lookUpWords(index, queryWords('deploym'))[0].found[0].size).toBe(1);
    expect(lookUpWords(index, queryWords('deploym online'))[0].found[0].size).toBe(0);
  });
});

describe('past tenses', () => {
  it('match their verb both ways, short words as they are', () => {
    const verbs = createIndex([
      searchPage('/x/', 'X', 'It warns when a page is not translated.'),
      searchPage('/y/', 'Y', 'Translate the pages; a warning is shown.'),
      searchPage('/z/', 'Z', 'Red is used.'),
    ]);
    const docs = (query: string) => [...lookUpWords(verbs, queryWords(query))[0].found[0].keys()].sort();
    expect(docs('warned x')).toEqual([0]);
    expect(docs('translated x')).toEqual([0, 1]);
    expect(docs('translate x')).toEqual([0, 1]);
    expect(docs('use x')).toEqual([]);
  });
});

describe('Chinese words', () => {
  const zh = createIndex([searchPage('/zh/', '介绍', '学习如何启动开发服务器。先编辑，改好代码，再看示例。')]);
  const found = (query: string) => lookUpWords(zh, queryWords(query))[0].found.filter((byDoc) => byDoc.size > 0).length;

  it('are not in the docs when only one of their pairs is', () => {
    expect(found('机器学习')).toBe(0);
    expect(found('微服务')).toBe(0);
    expect(found('学习')).toBe(1);
    expect(found('服务器')).toBe(2);
  });

  it('of three characters or more are read with one character replaced, not the first', () => {
    const sidebar = createIndex([searchPage('/a/', '侧边栏', '配置侧边栏。'), searchPage('/b/', '部署', '部署站点。')]);
    const [typo] = lookUpWords(sidebar, queryWords('侧变栏'));
    expect(typo.text).toBe('侧边栏');
    expect(typo.terms).toEqual(['侧边', '边栏']);
    expect(typo.found[0].get(pageDoc(sidebar, 0))?.fields).toEqual({ title: 0.5 });
    expect(lookUpWords(sidebar, queryWords('则边栏'))[0].found[0].size).toBe(0);
    expect(lookUpWords(sidebar, queryWords('部属'))[0].found[0].size).toBe(0);
  });

  it('are cut where the docs have no pair, a character left alone left out', () => {
    const theme = createIndex([searchPage('/a/', '主题色', '修改配置。搜索代码块。')]);
    const cut = (query: string) => cutChineseRuns(theme, queryWords(query)).map((w) => [w.text, w.terms]);
    expect(cut('修改主题色')).toEqual([
      ['修改', ['修改']],
      ['主题色', ['主题', '题色']],
    ]);
    expect(cut('搜索不代码块')).toEqual([
      ['搜索', ['搜索']],
      ['代码块', ['代码', '码块']],
    ]);
    // Not in the docs: whole, for the lookup to find nothing or a typo.
    expect(cut('机器配置')).toEqual([['机器配置', ['机器', '器配', '配置']]]);
    expect(cut('主题色 配置')).toEqual([
      ['主题色', ['主题', '题色']],
      ['配置', ['配置']],
    ]);
  });

  it('need not have the pairs across two words of the query', () => {
    // 线编, 辑代 and 码示 stand across words: in no doc.
    expect(found('编辑代码示例')).toBe(3);
  });
});

describe('matchedTerms', () => {
  it('gathers the document terms each document matched over all words', () => {
    const matched = matchedTerms(lookUpWords(index, queryWords('plugins online')));
    expect([...matched.get(0)!].sort()).toEqual(['online', 'plugins']);
  });
});

describe('plurals', () => {
  it('match their singular, short words and Chinese as they are', () => {
    const plurals = createIndex([
      searchPage('/x/', 'X', 'one library, a cache, the bus, a status, ids'),
      searchPage('/y/', 'Y', 'some libraries and caches'),
    ]);
    const docs = (query: string) => [...lookUpWords(plurals, queryWords(query))[0].found[0].keys()].sort();
    expect(docs('libraries x')).toEqual([0, 1]);
    expect(docs('caches x')).toEqual([0, 1]);
    expect(docs('bu x')).toEqual([]);
  });
});
