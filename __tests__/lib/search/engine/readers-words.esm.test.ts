import fs from 'node:fs';
import { searchPages } from '@/lib/search/indexing/index-file';
import { createIndex } from '@/lib/search/engine/search-index';
import { searchHits } from '@/lib/search/engine/hits';
import { shownPages } from '@/tools/bench/relevance';

/**
 * The real site's index, with the glossary's readers' words (content/glossary.md) and the labels of
 * its sections: what a reader types in ordinary words finds the page, and a topic the docs do not
 * cover still finds nothing.
 */
const zh = createIndex(searchPages('zh'));
const en = createIndex(searchPages('en'));
const shown = (index: typeof zh, query: string) => shownPages(searchHits(index, query));

/**
 * Chinese queries made only of ordinary words for a documented feature, most of them words the pages
 * do not use (the glossary chose another): none may answer "No results", and each finds the page
 * meant among the first five.
 */
const ORDINARY: [query: string, pages: string[]][] = [
  ['徽章', ['/zh/guide/default-theme/components', '/zh/api/client-api/api-components']],
  ['角标', ['/zh/guide/default-theme/components', '/zh/api/client-api/api-components']],
  ['标记', ['/zh/guide/default-theme/components', '/zh/api/client-api/api-components']],
  ['页签', ['/zh/guide/default-theme/components', '/zh/api/client-api/api-components']],
  ['选项卡组件', ['/zh/guide/default-theme/components', '/zh/api/client-api/api-components']],
  ['侧栏', ['/zh/guide/basic/auto-nav-sidebar', '/zh/api/config/config-theme', '/zh/guide/default-theme/doc-page']],
  ['左侧菜单怎么配置', ['/zh/guide/basic/auto-nav-sidebar', '/zh/api/config/config-theme']],
  ['左边栏', ['/zh/guide/basic/auto-nav-sidebar', '/zh/api/config/config-theme', '/zh/guide/default-theme/doc-page']],
  ['顶部菜单', ['/zh/guide/default-theme/navbar', '/zh/api/config/config-theme']],
  ['导航条', ['/zh/guide/default-theme/navbar', '/zh/api/config/config-theme', '/zh/guide/basic/auto-nav-sidebar']],
  ['页内导航', ['/zh/api/config/config-theme', '/zh/guide/default-theme/doc-page', '/zh/api/config/config-frontmatter']],
  ['暗黑模式', ['/zh/api/config/config-theme', '/zh/guide/default-theme/navbar', '/zh/api/client-api/api-runtime']],
  ['夜间模式', ['/zh/api/config/config-theme', '/zh/guide/default-theme/navbar', '/zh/api/client-api/api-runtime']],
  ['暗夜模式', ['/zh/api/config/config-theme', '/zh/guide/default-theme/navbar', '/zh/api/client-api/api-runtime']],
  ['护眼模式', ['/zh/api/config/config-theme', '/zh/guide/default-theme/navbar', '/zh/api/client-api/api-runtime']],
  ['亮色模式', ['/zh/api/config/config-theme', '/zh/guide/default-theme/navbar']],
  ['提示框', ['/zh/guide/basic/use-mdx', '/zh/plugin/official-plugins/container-syntax']],
  ['代码片段高亮', ['/zh/guide/basic/use-mdx', '/zh/plugin/official-plugins/shiki']],
  ['发布上线', ['/zh/guide/basic/deploy']],
  ['打包目录', ['/zh/api/config/config-basic']],
  ['死链接', ['/zh/api/config/config-build']],
  ['坏链检查', ['/zh/api/config/config-build']],
  ['着陆页', ['/zh/guide/default-theme/home-page', '/zh/api/config/config-frontmatter']],
  ['网站图标', ['/zh/guide/basic/static-assets', '/zh/api/config/config-basic']],
  ['返回顶部', ['/zh/api/config/config-theme']],
  ['修改时间', ['/zh/plugin/official-plugins/last-updated', '/zh/api/config/config-theme']],
  ['编辑此页', ['/zh/api/config/config-theme']],
  ['历史版本', ['/zh/guide/default-theme/multi-version']],
  ['全文检索', ['/zh/guide/advanced/custom-search', '/zh/api/config/config-basic', '/zh/guide/start/introduction']],
  ['插件系统', ['/zh/plugin/system/introduction']],
  ['在线编辑器', ['/zh/plugin/official-plugins/playground']],
  ['图片缩放', ['/zh/plugin/official-plugins/medium-zoom', '/zh/api/config/config-basic']],
  ['品牌色', ['/zh/guide/basic/custom-page']],
  ['自定义 CSS', ['/zh/guide/basic/custom-page', '/zh/plugin/system/plugin-api']],
  ['文件路由', ['/zh/guide/basic/conventional-route']],
  ['本地服务器', ['/zh/api/commands', '/zh/guide/start/getting-started']],
  ['钩子函数', ['/zh/api/client-api/api-runtime', '/zh/plugin/system/plugin-api']],
  ['在组件里拿到当前版本', ['/zh/api/client-api/api-runtime', '/zh/guide/default-theme/multi-version']],
];

describe('a Chinese query of ordinary words for a documented feature', () => {
  it.each(ORDINARY)('%s finds something, the page meant among the first five', (query, pages) => {
    const found = shown(zh, query);
    expect(found.length).toBeGreaterThan(0);
    expect(found.slice(0, 5).filter((page) => pages.includes(page))).not.toEqual([]);
  });
});

describe('a topic the docs do not cover', () => {
  const noResults = (lang: string) =>
    ['', '.unseen'].flatMap((suffix) => JSON.parse(fs.readFileSync(`tools/bench/relevance/${lang}${suffix}.json`, 'utf8')).noResults);

  it.each([
    ['zh', zh],
    ['en', en],
  ] as const)('finds nothing in %s, the relevance sets’ no-result queries and more', (lang, index) => {
    const more = lang === 'zh' ? ['游戏开发', '股票交易', '视频剪辑', '机器人'] : ['spreadsheet', 'cryptocurrency'];
    const found = [...noResults(lang), ...more].filter((query) => searchHits(index, query).length > 0);
    expect(found).toEqual([]);
  });
});

describe('a section named by its nav or sidebar label', () => {
  it.each([
    ['en', 'plugin system', '/plugin/system/introduction'],
    ['en', 'official plugins', '/plugin/official-plugins/overview'],
    ['en', 'community plugins', '/plugin/community-plugins/overview'],
    ['en', 'guide', '/guide/start/introduction'],
    ['en', 'api', '/api'],
    ['zh', '插件机制', '/zh/plugin/system/introduction'],
    ['zh', '官方插件', '/zh/plugin/official-plugins/overview'],
    ['zh', '社区插件', '/zh/plugin/community-plugins/overview'],
    ['zh', '指南', '/zh/guide/start/introduction'],
  ] as const)('%s: %s puts the page that opens it first', (lang, query, page) => {
    expect(shown(lang === 'en' ? en : zh, query)[0]).toBe(page);
  });
});
