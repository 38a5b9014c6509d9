import { searchIndex } from '@/lib/search/engine/engine';
import { createIndex } from '@/lib/search/engine/search-index';
import { headVariants, mergeRankings, pageSynonyms, parseSynonyms, queryVariants, synonymsOf } from '@/lib/search/engine/synonyms';
import type { SearchPage } from '@/lib/search/engine/types';
import { searchPage as page } from '../fixture';

const GLOSSARY = `# Chinese terminology

| English | 中文 | note |
| --- | --- | --- |
| badge | 徽标 | |

## Readers' words {#readers-words}

| the docs say | readers also type |
| --- | --- |
| 徽标 | 徽章、角标、标记 |
| 侧边栏 | 侧栏、边栏 |
| 深色模式 | 暗黑模式 |
| \`Tabs\` | tabbed, tab panel |
| dark mode | night mode |
| 读取 | 拿到，获取 |
| unused term | nobody |
| nothing |  |

Text after the table.
`;

describe('parseSynonyms', () => {
  it("reads the glossary's readers' words table: the term (without code marks), the words split at 、 and , (full-width too)", () => {
    expect(parseSynonyms(GLOSSARY)).toEqual([
      { term: '徽标', readers: ['徽章', '角标', '标记'] },
      { term: '侧边栏', readers: ['侧栏', '边栏'] },
      { term: '深色模式', readers: ['暗黑模式'] },
      { term: 'Tabs', readers: ['tabbed', 'tab panel'] },
      { term: 'dark mode', readers: ['night mode'] },
      { term: '读取', readers: ['拿到', '获取'] },
      { term: 'unused term', readers: ['nobody'] },
    ]);
  });

  it('gives nothing without the table', () => {
    expect(parseSynonyms('# Glossary\n\n| English | 中文 |\n| --- | --- |\n| a | 甲 |\n')).toEqual([]);
  });
});

describe('pageSynonyms and synonymsOf', () => {
  const rows = parseSynonyms(GLOSSARY);
  const badge = page('/components/', '内置组件', '介绍组件。', [['badge', ['Badge 徽标'], '在标题旁显示徽标。']]);
  const tabs = page('/tabs/', 'Tabs', 'Group content in tabs.', [['dark', ['Dark mode'], 'Switch the dark mode.']]);

  it('gives a page the rows whose term it uses (Latin as whole words, in any case, plural included), and none else', () => {
    expect(pageSynonyms(badge, rows)).toEqual({ 徽标: ['徽章', '角标', '标记'] });
    expect(pageSynonyms(tabs, rows)).toEqual({ Tabs: ['tabbed', 'tab panel'], 'dark mode': ['night mode'] });
    expect(pageSynonyms(page('/x/', 'Tabsets', 'Darker modes.'), rows)).toBeUndefined();
  });

  it("gathers the readers' words of the pages, lower-case, each with the terms it stands for", () => {
    const map = synonymsOf([
      { ...badge, synonyms: { 徽标: ['徽章'] } },
      { ...tabs, synonyms: { Tabs: ['Tabbed'] } },
      { ...badge, synonyms: { 徽标: ['徽章'], 标签: ['徽章'] } },
    ]);
    expect([...map]).toEqual([
      ['徽章', ['徽标', '标签']],
      ['tabbed', ['Tabs']],
    ]);
  });
});

describe('queryVariants', () => {
  const map = new Map([
    ['徽章', ['徽标']],
    ['侧栏', ['侧边栏']],
    ['边栏', ['侧边栏']],
    ['暗黑模式', ['深色模式']],
    ['tabbed', ['Tabs']],
    ['night mode', ['dark mode']],
    ['目录', ['大纲', '产物目录']],
  ]);

  it("reads each reader's word of the query as the docs' term, Chinese anywhere in a run", () => {
    expect(queryVariants('徽章', map)).toEqual(['徽标']);
    expect(queryVariants('怎么打开暗黑模式', map)).toEqual(['怎么打开深色模式']);
    expect(queryVariants('徽章 暗黑模式', map)).toEqual(['徽标 深色模式']);
  });

  it('matches Latin words whole, in any case and in the plural, and phrases over any spaces', () => {
    expect(queryVariants('Tabbed content', map)).toEqual(['Tabs content']);
    expect(queryVariants('turn on Night  Modes', map)).toEqual(['turn on dark mode']);
    expect(queryVariants('untabbed', map)).toEqual([]);
    expect(queryVariants('nightmode', map)).toEqual([]);
  });

  it("leaves a reader's word inside the term it stands for, and takes the longest of overlapping words", () => {
    expect(queryVariants('侧边栏', map)).toEqual([]);
    expect(queryVariants('侧边栏和侧栏', map)).toEqual(['侧边栏和侧边栏']);
    expect(queryVariants('左侧栏', map)).toEqual(['左侧边栏']);
  });

  it('gives one query per term of a word that stands for several', () => {
    expect(queryVariants('文章目录', map)).toEqual(['文章大纲', '文章产物目录']);
  });

  it('gives nothing for a query without a reader’s word, or without a table', () => {
    expect(queryVariants('deploy', map)).toEqual([]);
    expect(queryVariants('徽章', new Map())).toEqual([]);
  });
});

describe('headVariants', () => {
  const map = new Map([
    ['暗黑模式', ['深色模式']],
    ['白天模式', ['浅色模式']],
    ['侧栏', ['侧边栏']],
    ['tabbed', ['Tabs']],
  ]);

  it('reads a Chinese word of three characters or more by its last two, as the terms that end so', () => {
    expect(headVariants('夜间模式', map)).toEqual(['深色模式', '浅色模式']);
    expect(headVariants('切换护眼模式', map)).toEqual(['深色模式', '浅色模式']);
    expect(headVariants('左边栏', map)).toEqual(['侧边栏']);
    // Its filler words are no part of the word.
    expect(headVariants('夜间模式怎么开', map)).toEqual(['深色模式怎么开', '浅色模式怎么开']);
  });

  it('gives nothing for a word whose head no term has, a word of two characters, or a term itself', () => {
    expect(headVariants('机器学习', map)).toEqual([]);
    expect(headVariants('微服务', map)).toEqual([]);
    expect(headVariants('模式', map)).toEqual([]);
    expect(headVariants('深色模式', map)).toEqual(['浅色模式']);
  });
});

describe('mergeRankings', () => {
  const hit = (page: number, position: number, score: number) => ({ record: { page, position }, score });

  it('keeps one ranking as it is', () => {
    const one = [hit(0, 1, 5), hit(0, 2, 5), hit(3, 9, 2)];
    expect(mergeRankings([{ hits: one, weight: 1 }], 20, 5)).toEqual(one);
  });

  it('ranks each page where it ranks best (times the weight), with that ranking’s records first', () => {
    const typed = [hit(0, 1, 5), hit(1, 4, 3)];
    const variant = [hit(1, 5, 10), hit(1, 4, 10), hit(2, 7, 4)];
    expect(
      mergeRankings(
        [
          { hits: typed, weight: 1 },
          { hits: variant, weight: 0.9 },
        ],
        20,
        5,
      ),
    ).toEqual([hit(1, 5, 9), hit(1, 4, 9), hit(0, 1, 5), hit(2, 7, 3.6)]);
  });

  it('keeps at most perPage records of a page and limit records in all; ties keep the order of the rankings', () => {
    const a = [hit(0, 1, 2), hit(0, 2, 2)];
    const b = [hit(1, 3, 2), hit(0, 4, 1)];
    expect(
      mergeRankings(
        [
          { hits: a, weight: 1 },
          { hits: b, weight: 1 },
        ],
        3,
        2,
      ),
    ).toEqual([hit(0, 1, 2), hit(0, 2, 2), hit(1, 3, 2)]);
  });
});

/** Pages about nothing in particular, so that a word is as rare as on the real site. */
const filler = Array.from({ length: 12 }, (_, i) =>
  page(`/filler-${i}/`, `话题 ${i}`, `关于第 ${i} 个话题的一些文字，也讲学习和服务。`, [[`part-${i}`, [`部分 ${i}`], '更多文字。']]),
);
const withRows = (pages: SearchPage[]) => {
  const rows = parseSynonyms(GLOSSARY);
  return createIndex(pages.map((p) => ({ ...p, synonyms: pageSynonyms(p, rows) })));
};
const pagesOf = (index: ReturnType<typeof createIndex>, query: string) => [...new Set(searchIndex(index, query).map((r) => r.record.url))];

describe("search with readers' words", () => {
  const index = withRows([
    ...filler,
    page('/components/', '内置组件', '所有内置组件。', [
      ['badge', ['Badge 徽标'], '在标题旁显示一个徽标。'],
      ['tabs', ['Tabs 标签页'], '把内容分成几个标签页。'],
    ]),
    page('/theme/', '主题配置', '主题的配置项。', [['dark-mode', ['darkMode'], '是否显示深色模式的切换按钮。']]),
    page('/runtime/', '运行时 API', '在组件中读取页面数据。', [['use-lang', ['useLang'], '读取当前语言。']]),
    page('/labels/', '标记', '文中的差异标记。'),
  ]);

  it("finds the page of the docs' term for a word the docs do not have, where nothing was found before", () => {
    expect(pagesOf(createIndex(index.pages.map((p) => ({ ...p, synonyms: undefined }))), '徽章')).toEqual([]);
    expect(pagesOf(index, '徽章')[0]).toBe('/components/#badge');
    expect(pagesOf(index, '暗黑模式 切换')[0]).toBe('/theme/#dark-mode');
  });

  it('keeps what the words as typed find, above a page found only by the term', () => {
    // 标记 is a word of the docs (a title here): that page first, the badge section too.
    expect(pagesOf(index, '标记').slice(0, 2)).toEqual(['/labels/', '/components/#badge']);
  });

  it('reads the verb of a task as the one the docs use', () => {
    expect(pagesOf(index, '组件里拿到当前语言')[0]).toBe('/runtime/#use-lang');
  });

  it('finds nothing for a topic the docs do not cover, with or without the table', () => {
    for (const query of ['机器学习', '微服务', '单元测试', '区块链', 'kubernetes']) expect(pagesOf(index, query)).toEqual([]);
  });

  it('reads a Chinese word the docs do not have by its head, when nothing else is found', () => {
    // 夜间模式 is in no row: its head 模式 is that of the term 深色模式.
    expect(pagesOf(index, '夜间模式')[0]).toBe('/theme/#dark-mode');
  });
});

describe('a section named by its label', () => {
  const plugins = (opens?: SearchPage['opens']) =>
    createIndex([
      ...filler,
      page('/guide/intro/', 'Introduction', 'What the tool is.', [['plugin-system', ['Plugin system'], 'Plugins extend it.']]),
      page('/plugin/system/introduction/', 'Introduction', 'How plugins work.', [], { labels: ['Plugin System', 'Plugin'], opens }),
      page('/plugin/system/plugin-api/', 'Plugin API', 'Every hook of a plugin.', [], { labels: ['Plugin System', 'Plugin'] }),
    ]);

  it('puts the first page of the group first, above a heading with the same words', () => {
    expect(pagesOf(plugins(), 'plugin system')[0]).toBe('/guide/intro/#plugin-system');
    expect(pagesOf(plugins({ section: 'Plugin', groups: ['Plugin System'] }), 'plugin system')[0]).toBe('/plugin/system/introduction/');
    expect(pagesOf(plugins({ section: 'Plugin', groups: ['Plugin System'] }), 'plugin')[0]).toBe('/plugin/system/introduction/');
  });
});
