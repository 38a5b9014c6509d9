import path from 'node:path';
import type { SectionOrder } from './order';
import { DEFAULT_LANG, LANGS } from '../i18n/locales';
import type { ContentError } from './errors';
import type { ContentSource } from './load';
import { buildPage, type ContentPage } from './page';
import { isFragment, routeFromFile } from './paths';

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
  const written = LANGS.flatMap((lang) =>
    [...files.keys()]
      .filter((rel) => rel.startsWith(`${lang}/`))
      .map((rel) => rel.slice(lang.length + 1))
      .filter((relativePath) => !isFragment(relativePath))
      .flatMap((relativePath) => buildPage({ lang, relativePath, files, where }, errors) ?? []),
  );
  return { root, pages: [...written, ...untranslated(written)], order, errors };
}

/**
 * The stand-ins for translations that are not written yet: an English page marked `awaitingTranslation`
 * is also a page of every other language that lacks it, with its English text (`textLang: 'en'`).
 */
function untranslated(pages: ContentPage[]): ContentPage[] {
  const written = new Set(pages.map((page) => `${page.record.lang}|${page.key}`));
  return pages
    .filter(
      (page) =>
        page.record.lang === DEFAULT_LANG &&
        'awaitingTranslation' in page.record.frontmatter &&
        page.record.frontmatter.awaitingTranslation,
    )
    .flatMap((page) =>
      LANGS.filter((lang) => !written.has(`${lang}|${page.key}`)).map((lang) => ({
        ...page,
        record: { ...page.record, lang, routePath: routeFromFile(page.record.relativePath, lang) },
      })),
    );
}

/** The nav order of a checked index (getContent refuses an index whose order could not be read). */
export function orderOf(index: ContentIndex): SectionOrder[] {
  if ('error' in index.order) throw new Error(`cannot read the nav order: ${index.order.error}`);
  return index.order;
}
