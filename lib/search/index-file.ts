import { getContent } from '../content/store';
import { messagesOf } from '../i18n/messages';
import type { Lang } from '../types';
import { buildSearchDocuments } from './documents';

/**
 * The search file of one language: its documents, built from the content index at build time. The
 * browser indexes them on the first query: a serialised MiniSearch index of the same text is 1.6× (en)
 * to 2.2× (zh) larger gzipped, more than the download saves in indexing time.
 */
export function buildSearchIndexJson(lang: Lang): string {
  const nav = messagesOf(lang).nav as Record<string, string>;
  return JSON.stringify(buildSearchDocuments(getContent().pages, lang, (section) => nav[section]));
}
