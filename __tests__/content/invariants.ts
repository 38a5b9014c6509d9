import path from 'node:path';
import { buildContentIndex, type PageCache } from '@/lib/content';
import { loadContent } from '@/lib/content/load';
import { pagesOf } from '@/lib/content/lookup';
import { LANGS } from '@/lib/i18n/locales';
import { messagesOf } from '@/lib/i18n/messages';
import { buildSidebars, flattenSidebar, type OrderProblem } from '@/lib/nav/sidebar';
import { buildSearchPages, placesFromSidebars } from '@/lib/search/indexing/documents';
import { buildLocale } from '@/lib/nav/locale-nav';
import { buildLlmsTxt } from '@/lib/llm-text/llms';
import { isTranslation, staticParams } from '@/lib/metadata/routes';
import { buildSitemap } from '@/lib/metadata/sitemap';
import { absoluteUrl } from '@/lib/hosting/url';
import { exportedPath, localizePath } from '@/lib/urls';
import type { Lang } from '@/lib/types';
import { validateContent } from '@/tools/check/validate';

/** The routes of the product specification, English; every language has each of them. */
export const SPEC_ROUTES = [
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

const sorted = (list: string[]) => [...list].sort();
const same = (a: string[], b: string[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/**
 * Pages already built by an earlier call in this test file, by tree, file and text: a workflow that edits
 * one page then has the tree's other pages at hand, as `next dev` does after a save.
 */
const built: PageCache = new Map();

/**
 * What holds for any valid content tree, however many pages it has: the statements that are false for
 * the tree at `root` (none, for valid content). The live site and every README workflow are held to it.
 */
export function contentInvariants(root: string): string[] {
  const source = loadContent(root, path.join(process.cwd(), 'public'));
  const index = buildContentIndex(source, built);
  const broken: string[] = [];
  const claim = (holds: boolean, statement: string) => holds || broken.push(statement);

  const problems = validateContent(source, { index });
  claim(problems.length === 0, `the content check passes (${problems.map((p) => p.message).join('; ')})`);
  claim(!index.pages.some((p) => p.record.relativePath.split('/').includes('fragments')), 'no fragment is a route');

  if ('error' in index.order) return [...broken, `the nav order reads (${index.order.error})`];
  const sitemap = new Set(buildSitemap(index, () => undefined).map((entry) => entry.url));
  claim(
    same(
      [...sitemap],
      index.pages.filter(isTranslation).map((p) => absoluteUrl(p.record.routePath)),
    ),
    'the sitemap lists exactly the written pages',
  );

  for (const lang of LANGS) {
    const pages = pagesOf(lang, index);
    const routes = new Set(pages.map((p) => p.record.routePath));
    const missing = SPEC_ROUTES.map((r) => localizePath(r, lang)).filter((r) => !routes.has(r));
    claim(missing.length === 0, `every route of the specification exists in ${lang} (missing: ${missing.join(', ')})`);

    const unresolved: OrderProblem[] = [];
    buildSidebars(index.order, index.pages, lang, messagesOf(lang), unresolved);
    claim(unresolved.length === 0, `every ${lang} sidebar entry names a page and a label`);
    const locale = buildLocale(lang, index, messagesOf(lang as Lang));
    const listed = Object.values(locale.sidebar).flatMap((items) => flattenSidebar(items).map((item) => item.link!));
    const docs = pages.filter((p) => p.record.frontmatter.pageType !== 'home').map((p) => p.record.routePath);
    claim(listed.length === new Set(listed).size && same(listed, docs), `the ${lang} sidebars list every doc page once`);

    claim(
      same(
        staticParams(lang, index).map((p) => p.slug.join('/')),
        pages.map((p) => p.slug.join('/')),
      ),
      `the ${lang} route params are the ${lang} pages`,
    );

    const llms = buildLlmsTxt(index, locale).match(/^- \[/gm) ?? [];
    claim(llms.length === listed.length, `llms.txt lists every ${lang} sidebar page once`);

    const places = placesFromSidebars(
      Object.entries(locale.sidebar).map(([section, items], n) => ({ text: locale.nav[n]?.text ?? section, items })),
    );
    const search = buildSearchPages(index.pages, lang, places, 'untranslated');
    claim(
      same(
        search.map((p) => p.url),
        docs.map(exportedPath),
      ),
      `the ${lang} search file lists every doc page once`,
    );
    claim(new Set(search.map((p) => p.place)).size === search.length, `each ${lang} search page is a group of its own`);
    claim(
      search.every((p) => p.title.trim() && p.sections[0]?.id === '' && p.sections.slice(1).every((s) => s.id && s.path.length)),
      `each ${lang} search page has a title, an intro and headed sections`,
    );
  }
  return broken;
}
