import { getContent } from '../content/store';
import { translatorOf } from '../i18n/messages';
import { localeConfig } from '../site/config';
import type { Lang } from '../types';
import { buildSearchPages, placesFromSidebars } from './documents';

/**
 * The search file of one language: its pages, built from the content index and the sidebars at build
 * time. The browser indexes them on the first query: a serialised MiniSearch index of the same text is
 * larger gzipped than the text itself, and downloading it costs more than indexing in the browser.
 */
export function buildSearchIndexJson(lang: Lang): string {
  const locale = localeConfig(lang);
  const sections = Object.entries(locale.sidebar).map(([section, items], n) => ({ text: locale.nav[n]?.text ?? section, items }));
  const untranslated = translatorOf(lang)('search.untranslated');
  return JSON.stringify(buildSearchPages(getContent().pages, lang, placesFromSidebars(sections), untranslated));
}
