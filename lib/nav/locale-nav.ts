import type { Lang, LocaleConfig } from '../types';
import { LANGS } from '../i18n/locales';
import { messagesOf, type Messages } from '../i18n/messages';
import { orderOf, type ContentIndex } from '../content';
import { getContent } from '../content/store';
import { buildNav, buildSidebars } from './sidebar';

/** One language's slice of the site: nav, sidebars and the labels built with them. */
export function buildLocale(lang: Lang, index: ContentIndex, messages: Messages): LocaleConfig {
  const order = orderOf(index);
  const sidebar = buildSidebars(order, index.pages, lang, messages);
  return {
    lang,
    nav: buildNav(order, sidebar, messages),
    sidebar,
  };
}

let cached: { locales: LocaleConfig[]; index: ContentIndex } | undefined;

/** Each language's nav and sidebars, built once per content index (see getContent) for every caller. */
export function localeConfig(lang: Lang): LocaleConfig {
  const index = getContent();
  if (cached?.index !== index) cached = { locales: LANGS.map((l) => buildLocale(l, index, messagesOf(l))), index };
  return cached.locales.find((locale) => locale.lang === lang)!;
}
