import { buildContentIndex } from '@/lib/content';
import { pagesOf } from '@/lib/content/lookup';
import { loadContent } from '@/lib/content/load';
import { localeConfig } from '@/lib/site/config';
import { flattenSidebar } from '@/lib/nav/sidebar';

/** The routes of the product specification, English; Chinese mirrors them under /zh. */
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

const index = buildContentIndex(loadContent());

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
  });

  it('gives every page record the fields of the page record', () => {
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

  it('lists every doc page once in its sidebar', () => {
    const listed = Object.values(localeConfig('en').sidebar).flatMap((items) => flattenSidebar(items).map((i) => i.link));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(SPEC_ROUTES.filter((r) => r !== '/').sort());
  });
});
