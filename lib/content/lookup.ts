import type { Lang } from '../types';
import type { ContentIndex, ContentPage } from './index';

type Lookup = WeakMap<readonly ContentPage[], Map<string, ContentPage>>;

/** A page list's pages by language and key, and by language and route params: each map built once per list (one per index). */
const byKey: Lookup = new WeakMap();
const bySlug: Lookup = new WeakMap();

function lookup(maps: Lookup, pages: readonly ContentPage[], name: (page: ContentPage) => string, wanted: string): ContentPage | undefined {
  let map = maps.get(pages);
  if (!map) maps.set(pages, (map = new Map(pages.map((page) => [`${page.record.lang}|${name(page)}`, page]))));
  return map.get(wanted);
}

/** The page of `lang` whose sidebar key is `key` (`guide/start/introduction`, `api/index`). */
export function pageByKey(pages: readonly ContentPage[], lang: Lang, key: string): ContentPage | undefined {
  return lookup(byKey, pages, (page) => page.key, `${lang}|${key}`);
}

/** The page of `lang` at the route params `slug` (`undefined` or `[]`: the home page). */
export function findPage(lang: Lang, slug: string[] | undefined, index: ContentIndex): ContentPage | undefined {
  return lookup(bySlug, index.pages, (page) => page.slug.join('/'), `${lang}|${(slug ?? []).join('/')}`);
}

/** The page in another language with the same key, if it exists. */
export function counterpart(page: ContentPage, lang: Lang, index: ContentIndex): ContentPage | undefined {
  return pageByKey(index.pages, lang, page.key);
}

export function pagesOf(lang: Lang, index: ContentIndex): ContentPage[] {
  return index.pages.filter((page) => page.record.lang === lang);
}
