import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentIndex } from '../../content';
import { getContent } from '../../content/store';
import { translatorOf } from '../../i18n/messages';
import { localeConfig } from '../../nav/locale-nav';
import type { Lang } from '../../types';
import { buildSearchPages, placesFromSidebars } from './documents';
import { searchFileSet, type SearchFileSet } from './shards';
import { parseSynonyms } from '../engine/synonyms';
import type { SearchPage } from '../engine/types';

type Built = WeakMap<ContentIndex, Map<Lang, { pages: SearchPage[]; files: SearchFileSet; glossary: string }>>;

/**
 * Built once per process and index: on the global object, because the route bundles of Next's workers
 * (the search file route, and the header of every page) each hold their own copy of this module.
 */
const BUILT = Symbol.for('rspress-docs.search-files');
const built: Built = ((globalThis as { [BUILT]?: Built })[BUILT] ??= new WeakMap());

/**
 * `SEARCH_WHOLE_FILE_KIB` (at build time): the gzip size up to which a language's search stays one file,
 * instead of the default of shards.ts. The browser tests build the site with 0, to read a split index of real pages.
 */
function wholeUpTo(): number | undefined {
  const kib = process.env.SEARCH_WHOLE_FILE_KIB;
  if (kib === undefined || kib === '') return undefined;
  if (!/^\d+$/.test(kib)) throw new Error(`SEARCH_WHOLE_FILE_KIB=${kib}: give a whole number of KiB, or leave it unset`);
  return Number(kib) * 1024;
}

/** content/glossary.md, whose "Readers' words" table the search reads (lib/search/engine/synonyms.ts). */
function glossaryOf(index: ContentIndex): string {
  const file = path.join(index.root, 'glossary.md');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** A language's search documents and their files, built from the content index, the sidebars and the glossary, once per index. */
function searchOf(lang: Lang) {
  const index = getContent();
  if (!built.has(index)) built.set(index, new Map());
  const byLang = built.get(index)!;
  const glossary = glossaryOf(index);
  if (byLang.get(lang)?.glossary !== glossary) {
    const locale = localeConfig(lang);
    const sections = Object.entries(locale.sidebar).map(([section, items], n) => ({ text: locale.nav[n]?.text ?? section, items }));
    const untranslated = translatorOf(lang)('search.untranslated');
    const pages = buildSearchPages(index.pages, lang, placesFromSidebars(sections), untranslated, parseSynonyms(glossary));
    byLang.set(lang, {
      pages,
      files: searchFileSet(pages, lang, (json) => createHash('sha256').update(json).digest('hex').slice(0, 10), wholeUpTo()),
      glossary,
    });
  }
  return byLang.get(lang)!;
}

/** The search documents of one language, one per page listed in a sidebar (what the files are made of). */
export const searchPages = (lang: Lang): SearchPage[] => searchOf(lang).pages;

/**
 * The search files of one language (lib/search/indexing/shards.ts): the meta, `/search-index/<lang>.<hash>.json`,
 * which the page names, and the parts a query loads, under `/search-index/<lang>/<hash>/`. The hash is
 * of all of them, so a page only ever reads its own build's.
 */
export const searchFiles = (lang: Lang): SearchFileSet => searchOf(lang).files;
