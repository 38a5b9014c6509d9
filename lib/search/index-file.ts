import { getContent } from '../content/store';
import { messagesOf } from '../i18n/messages';
import { localeConfig } from '../site/config';
import type { Lang } from '../types';
import { buildSearchPages, placesFromSidebars } from './documents';

/**
 * The search file of one language: its pages, built from the content index and the sidebars at build
 * time. The browser indexes them on the first query: a serialised MiniSearch index of the same text is
 * larger gzipped than the text itself, and downloading it costs more than indexing in the browser.
 */
export function buildSearchIndexJson(lang: Lang): string {
  const nav = messagesOf(lang).nav as Record<string, string>;
  const sections = Object.entries(localeConfig(lang).sidebar).map(([section, items]) => ({ text: nav[section] ?? section, items }));
  return JSON.stringify(buildSearchPages(getContent().pages, lang, placesFromSidebars(sections)));
}
