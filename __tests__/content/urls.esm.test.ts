import { findPage, pageByKey } from '@/lib/content/lookup';
import { getContent } from '@/lib/content/store';
import { LANGS, isLang } from '@/lib/i18n/locales';
import { withBasePath } from '@/lib/hosting/base-path.mjs';
import {
  cardPath,
  exportedPath,
  isHomePath,
  markdownPath,
  routeOfKey,
  sectionOf,
  sectionOfPath,
  splitLangPrefix,
  switchLanguagePath,
} from '@/lib/urls';

/**
 * Every page of the live site, in both languages, through the URL scheme and back: each way must land
 * on the page it started from, with and without a base path. The ways back are read as the app reads
 * an address (language prefix, then the `[[...slug]]` params), as the export names a twin, and as
 * app/og reads a card's path.
 */
const index = getContent();
const { pages } = index;
const cases = pages.map((page) => [`${page.record.lang} ${page.key}`, page] as const);

/** A site path (no base path) → the page the app renders there. */
const pageAt = (path: string) => {
  const { lang, path: rest } = splitLangPrefix(path);
  return findPage(lang, rest.split('/').filter(Boolean), index);
};

it('covers both languages', () => {
  for (const lang of LANGS) expect(pages.filter((page) => page.record.lang === lang).length).toBeGreaterThan(1);
});

describe.each(['', '/docs'])('with base path %p', (base) => {
  it.each(cases)('%s: page → URL → page', (_, page) => {
    const route = page.record.routePath;
    expect(routeOfKey(page.key, page.record.lang)).toBe(route);
    const url = withBasePath(exportedPath(route), base);
    expect(url.startsWith(`${base}/`) && url.endsWith('/')).toBe(true);
    expect(pageAt(url.slice(base.length))).toBe(page);
    expect(splitLangPrefix(url.slice(base.length)).lang).toBe(page.record.lang);
  });
});

it.each(cases)('%s: URL → Markdown twin → page', (_, page) => {
  const twin = markdownPath(page.record.routePath);
  const route = twin.endsWith('/index.md') ? twin.slice(0, -'index.md'.length) : twin.slice(0, -'.md'.length);
  expect(route).toBe(page.record.routePath);
  expect(pageAt(route)).toBe(page);
});

it.each(cases)('%s: URL → social card → page', (_, page) => {
  const [, lang, key] = /^\/og\/([^/]+)\/(.+)\.png$/.exec(cardPath(page)) ?? [];
  expect(isLang(lang) && pageByKey(pages, lang, key)).toBe(page);
});

it.each(cases)('%s: section, home and language switch', (_, page) => {
  const url = exportedPath(page.record.routePath);
  const home = page.key === 'index';
  expect(isHomePath(url)).toBe(home);
  expect(sectionOfPath(url)).toBe(home ? '' : sectionOf(page.key));
  for (const other of LANGS) {
    const there = switchLanguagePath(url, other);
    expect(pageAt(there)).toBe(pageByKey(pages, other, page.key));
    expect(switchLanguagePath(there, page.record.lang)).toBe(url);
  }
});

it('gives no two pages the same URL, twin or card', () => {
  for (const name of [exportedPath, markdownPath]) {
    expect(new Set(pages.map((page) => name(page.record.routePath))).size).toBe(pages.length);
  }
  expect(new Set(pages.map(cardPath)).size).toBe(pages.length);
});
