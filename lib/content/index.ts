import path from 'node:path';
import type { Lang } from '../types';
import type { SectionOrder } from './order';
import { LANGS } from '../i18n/locales';
import type { ContentError } from './errors';
import type { ContentSource } from './load';
import { buildPage, type ContentPage } from './page';
import { isFragment } from './paths';

export type { ContentPage };

export interface ContentIndex {
  root: string;
  pages: ContentPage[];
  /** The nav order, or why it could not be read (the content check reports it). */
  order: SectionOrder[] | { error: string };
  errors: ContentError[];
}

/** Builds every page of `<root>/<lang>/` (fragments excluded) and collects every problem found. */
export function buildContentIndex({ root, files, order }: Pick<ContentSource, 'root' | 'files' | 'order'>): ContentIndex {
  const errors: ContentError[] = [];
  const where = (rel: string) => path.relative(process.cwd(), path.join(root, rel));
  const pages = LANGS.flatMap((lang) =>
    [...files.keys()]
      .filter((rel) => rel.startsWith(`${lang}/`))
      .map((rel) => rel.slice(lang.length + 1))
      .filter((relativePath) => !isFragment(relativePath))
      .flatMap((relativePath) => buildPage({ lang, relativePath, files, where }, errors) ?? []),
  );
  return { root, pages, order, errors };
}

/** The nav order of a checked index (getContent refuses an index whose order could not be read). */
export function orderOf(index: ContentIndex): SectionOrder[] {
  if ('error' in index.order) throw new Error(`cannot read the nav order: ${index.order.error}`);
  return index.order;
}

export function pagesOf(lang: Lang, index: ContentIndex): ContentPage[] {
  return index.pages.filter((page) => page.record.lang === lang);
}

/** Each page list's pages by language and key, and by language and slug: built once per list (one per index). */
const lookups = new WeakMap<readonly ContentPage[], Map<string, ContentPage>>();

function lookup(pages: readonly ContentPage[], entry: string): ContentPage | undefined {
  let map = lookups.get(pages);
  if (!map) {
    map = new Map(pages.flatMap((page) => [[`${page.record.lang}|key|${page.key}`, page] as const, [`${page.record.lang}|slug|${page.slug.join('/')}`, page] as const]));
    lookups.set(pages, map);
  }
  return map.get(entry);
}

/** The page of `lang` whose sidebar key is `key` (`guide/start/introduction`, `api/index`). */
export function pageByKey(pages: readonly ContentPage[], lang: Lang, key: string): ContentPage | undefined {
  return lookup(pages, `${lang}|key|${key}`);
}

/** The page of `lang` at the route params `slug` (`undefined` or `[]`: the home page). */
export function findPage(lang: Lang, slug: string[] | undefined, index: ContentIndex): ContentPage | undefined {
  return lookup(index.pages, `${lang}|slug|${(slug ?? []).join('/')}`);
}

/** The page in another language with the same key, if it exists. */
export function counterpart(page: ContentPage, lang: Lang, index: ContentIndex): ContentPage | undefined {
  return pageByKey(index.pages, lang, page.key);
}
