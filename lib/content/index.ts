import path from 'node:path';
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
