import { createHash } from 'node:crypto';
import type { ContentIndex } from '../content';
import { getContent } from '../content/store';
import { translatorOf } from '../i18n/messages';
import { localeConfig } from '../site/config';
import type { Lang } from '../types';
import { buildSearchPages, placesFromSidebars } from './documents';

/** One language's search file: its name carries a hash of its text, so a page only ever reads its own build's. */
export interface SearchIndexFile {
  name: string;
  json: string;
}

const built = new WeakMap<ContentIndex, Map<Lang, SearchIndexFile>>();

/**
 * The search file of one language: its pages, built from the content index and the sidebars at build
 * time, once per index. The browser indexes them on the first query: a serialised MiniSearch index of
 * the same text is larger gzipped than the text itself, and downloading it costs more than indexing.
 */
export function searchIndexFile(lang: Lang): SearchIndexFile {
  const index = getContent();
  if (!built.has(index)) built.set(index, new Map());
  const files = built.get(index)!;
  if (!files.has(lang)) {
    const locale = localeConfig(lang);
    const sections = Object.entries(locale.sidebar).map(([section, items], n) => ({ text: locale.nav[n]?.text ?? section, items }));
    const untranslated = translatorOf(lang)('search.untranslated');
    const json = JSON.stringify(buildSearchPages(index.pages, lang, placesFromSidebars(sections), untranslated));
    files.set(lang, { name: `${lang}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`, json });
  }
  return files.get(lang)!;
}
