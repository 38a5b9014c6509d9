import type { Lang } from './types';

/**
 * The site's URL scheme, in one place. A page's route path is its file under `content/<lang>/` without
 * `.mdx`, behind its language's prefix; an index page's route ends with `/`. The export writes every
 * page as `…/index.html`, so its address always ends with `/`. Every path here is a site path: the
 * browser requests it under the base path, which `withBasePath` (./hosting/base-path.mjs) adds where Next
 * does not. That module stays apart: next.config.mjs reads it, and importing it here would put its
 * check of the environment into the script of every page that uses the scheme. Pure: client
 * components import this module.
 */

/** English, the default language, has no prefix. */
const LANG_PREFIX: Record<Lang, string> = { en: '', zh: '/zh' };
const PREFIXED = (Object.entries(LANG_PREFIX) as [Lang, string][]).filter(([, prefix]) => prefix);

/** `/guide/x` in `zh` → `/zh/guide/x`; `/` in `zh` → `/zh/`. */
export function localizePath(path: string, lang: Lang): string {
  const prefix = LANG_PREFIX[lang];
  if (!prefix) return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/** The inverse of `localizePath`: `/zh/api/` → zh, `/api/`; `/zh` → zh, `/`; `/zhong/x` is English. */
export function splitLangPrefix(path: string): { lang: Lang; path: string } {
  for (const [lang, prefix] of PREFIXED) {
    if (path === prefix || path === `${prefix}/`) return { lang, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { lang, path: path.slice(prefix.length) };
  }
  return { lang: 'en', path };
}

/** `/zh/guide/x` → `/guide/x`; `/zh/` and `/zh` → `/`. */
export function delocalizePath(path: string): string {
  return splitLangPrefix(path).path;
}

/** Spec §2: Chinese when the path contains `zh`, otherwise English (looser than the prefix: `/zhong` counts). */
export function langFromPath(pathname: string): Lang {
  return pathname.includes('zh') ? 'zh' : 'en';
}

/** `/guide/x/` → `/guide/x`, `/api/` → `/api`, `/` stays `/`; drops the query and the hash. */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
}

/** The exported URL of a route: every page is `…/index.html`, so its address ends with `/`. */
export function exportedPath(routePath: string): string {
  return routePath.endsWith('/') ? routePath : `${routePath}/`;
}

/** A page key (`guide/start/introduction`, `api/index`, `index`) → its route path in `lang`. */
export function routeOfKey(key: string, lang: Lang): string {
  const route = key === 'index' ? '/' : key.endsWith('/index') ? `/${key.slice(0, -'index'.length)}` : `/${key}`;
  return localizePath(route, lang);
}

/**
 * The address of the current page in another language, as the export serves it (with its trailing
 * slash). Every page exists in every language: the content check refuses a missing translation unless
 * the English page awaits it, and then the other language shows the English page at that address.
 */
export function switchLanguagePath(pathname: string, target: Lang): string {
  return exportedPath(localizePath(normalizePath(delocalizePath(normalizePath(pathname))), target));
}

/** Whether an address (either language, with or without its slash) is the home page. */
export function isHomePath(pathname: string): boolean {
  return normalizePath(delocalizePath(pathname)) === '/';
}

/** The nav section a page belongs to: the first folder of its key (`guide/start/introduction` → `guide`). */
export function sectionOf(key: string): string {
  return key.split('/')[0];
}

/** The nav section of an address: `/zh/guide/start/introduction` → `guide`; the home page has none (''). */
export function sectionOfPath(pathname: string): string {
  return delocalizePath(pathname).split('/')[1] ?? '';
}

/** The site path of a page's Markdown twin (its file in out/): `/guide/start/introduction.md`, `/api/index.md`. */
export function markdownPath(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}

/**
 * Where a page's twin is answered from when its own URL is asked for Markdown: `/guide/x/` →
 * `/guide/x.md`, `/api/` → `/api.md`, `/zh/` → `/zh.md`, the home page `/` → `/index.md`. One rule for
 * every host, so that nginx and Vercel, which cannot look for a file before they rewrite, need no
 * list of pages: tools/build-steps/postbuild.mts writes a copy of each index page's twin (`/api/index.md`)
 * at this address. Undefined for a path with a dot (a file, not a page).
 */
export function negotiatedTwinPath(pathname: string): string | undefined {
  if (pathname.includes('.')) return undefined;
  const page = normalizePath(pathname);
  return page === '/' ? '/index.md' : `${page}.md`;
}

/** Where a page's social card is in the export: `/og/en/guide/start/introduction.png`, `/og/zh/index.png`. */
export function cardPath(page: { key: string; record: { lang: Lang } }): string {
  return `/og/${page.record.lang}/${page.key}.png`;
}
