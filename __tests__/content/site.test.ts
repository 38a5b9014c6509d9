import { buildContentIndex, pagesOf } from '@/lib/content';
import { buildSiteConfig } from '@/lib/site/config';
import { buildRoutes } from '@/lib/site/routes';
import { flattenSidebar } from '@/lib/nav/sidebar';

/** The routes of spec §2, English; Chinese mirrors them under /zh. */
const SPEC_ROUTES = [
  '/',
  '/api/',
  '/api/commands',
  ...['config-basic', 'config-build', 'config-frontmatter', 'config-theme'].map((p) => `/api/config/${p}`),
  ...['api-components', 'api-runtime'].map((p) => `/api/client-api/${p}`),
  '/guide/start/introduction',
  '/guide/start/getting-started',
  ...['conventional-route', 'auto-nav-sidebar', 'use-mdx', 'static-assets', 'custom-page', 'ssg', 'deploy'].map((p) => `/guide/basic/${p}`),
  ...['navbar', 'home-page', 'doc-page', 'overview-page', 'i18n', 'multi-version', 'components'].map((p) => `/guide/default-theme/${p}`),
  ...['extend-build', 'custom-theme', 'custom-search'].map((p) => `/guide/advanced/${p}`),
  ...['introduction', 'write-a-plugin', 'plugin-api'].map((p) => `/plugin/system/${p}`),
  ...[
    'overview',
    'medium-zoom',
    'client-redirects',
    'last-updated',
    'container-syntax',
    'typedoc',
    'api-docgen',
    'preview',
    'playground',
    'rss',
    'shiki',
    'algolia',
  ].map((p) => `/plugin/official-plugins/${p}`),
  '/plugin/community-plugins/overview',
];

const index = buildContentIndex();
const config = buildSiteConfig(index);

describe('the site built from content/', () => {
  it('reads every page without a problem', () => {
    expect(index.errors.map((e) => e.message)).toEqual([]);
  });

  it('has exactly the routes of the spec in both languages', () => {
    expect(SPEC_ROUTES).toHaveLength(44);
    expect(
      pagesOf('en', index)
        .map((p) => p.record.routePath)
        .sort(),
    ).toEqual([...SPEC_ROUTES].sort());
    expect(
      pagesOf('zh', index)
        .map((p) => p.record.routePath)
        .sort(),
    ).toEqual(SPEC_ROUTES.map((r) => (r === '/' ? '/zh/' : `/zh${r}`)).sort());
  });

  it('never routes a fragment', () => {
    expect(index.pages.some((p) => p.record.relativePath.includes('fragments'))).toBe(false);
    expect(buildRoutes(index).every((r) => r.preload && r.version === '' && !r.filePath.includes('fragments'))).toBe(true);
  });

  it('gives every page record the fields of spec §3', () => {
    for (const { record } of index.pages) {
      expect(record.title).toBeTruthy();
      expect(record.version).toBe('');
      for (const item of record.toc) {
        expect(item.depth).toBeGreaterThanOrEqual(2);
        expect(item.depth).toBeLessThanOrEqual(4);
        expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(item.charIndex).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('carries the site config values of the spec', () => {
    expect(config).toMatchObject({
      title: 'Rspress',
      logoText: 'Rspress',
      base: '/',
      lang: 'en',
      ssg: true,
      route: { cleanUrls: true, exclude: ['**/fragments/**'] },
      multiVersion: { default: '', versions: [] },
      search: {},
      markdown: { showLineNumbers: false, defaultWrapCode: false, highlighter: 'shiki' },
      themeConfig: {
        enableAppearanceAnimation: false,
        hideNavbar: 'auto',
        footer: { message: '© 2024 Bytedance Inc. All Rights Reserved.' },
      },
    });
    expect(config.themeConfig.socialLinks.map((l) => l.icon)).toEqual(['github', 'discord', 'x']);
  });

  it('builds the nav and sidebars of spec §2 in each language', () => {
    const en = config.locales.find((l) => l.lang === 'en')!;
    const zh = config.locales.find((l) => l.lang === 'zh')!;
    expect(en.nav).toEqual([
      { text: 'Guide', link: '/guide/start/introduction', activeMatch: '/guide/' },
      { text: 'Plugin', link: '/plugin/system/introduction', activeMatch: '/plugin/' },
      { text: 'API', link: '/api/', activeMatch: '/api/' },
    ]);
    expect(zh.nav.map((n) => [n.text, n.link])).toEqual([
      ['指南', '/zh/guide/start/introduction'],
      ['插件', '/zh/plugin/system/introduction'],
      ['API', '/zh/api/'],
    ]);
    expect(en.sidebar.guide.map((g) => g.text)).toEqual(['Getting Started', 'Features', 'Default Theme', 'Advanced']);
    expect(en.sidebar.plugin.map((g) => g.text)).toEqual(['Plugin System', 'Official Plugins', 'Community Plugins']);
    expect(en.sidebar.api.map((g) => g.text)).toEqual(['API Overview', 'Config', 'Client API', 'Commands']);
    expect(zh.sidebar.guide.map((g) => g.text)).toEqual(['开始', '特性', '默认主题', '高级能力']);
    for (const group of [...en.sidebar.guide, ...en.sidebar.plugin]) expect(group).toMatchObject({ collapsible: true, collapsed: false });
    expect(en.editLink.text).toBe('📝 Edit this page on GitHub');
    expect(zh.editLink.text).toBe('📝 在 GitHub 上编辑此页');
    expect(zh.overview).toMatchObject({
      filterNameText: '过滤',
      filterPlaceholderText: '输入关键词',
      filterNoResultText: '未找到匹配的 API',
    });
  });

  it('lists every doc page once in its sidebar', () => {
    const en = config.locales.find((l) => l.lang === 'en')!;
    const listed = Object.values(en.sidebar).flatMap((items) => flattenSidebar(items).map((i) => i.link));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(SPEC_ROUTES.filter((r) => r !== '/').sort());
  });
});
