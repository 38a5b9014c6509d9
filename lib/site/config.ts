import type { Lang, LocaleConfig, SiteConfig, SocialLink } from '../types';
import { LANGS } from '../i18n/locales';
import { getMessages } from '../i18n/messages';
import { getContent, type ContentIndex } from '../content';
import { readOrder } from '../nav/order';
import { buildNav, buildSidebars } from '../nav/sidebar';
import { SITE } from './constants';

/** One language's slice of the site config: label, edit link, nav and sidebars. */
export function buildLocale(lang: Lang, index: ContentIndex = getContent()): LocaleConfig {
  const messages = getMessages(lang);
  const order = readOrder(index.root);
  const sidebar = buildSidebars(order, index.pages, lang, messages);
  return {
    lang,
    label: messages.locale.label,
    editLink: { docRepoBaseUrl: SITE.docRepoBaseUrl, text: messages.locale.editLink },
    nav: buildNav(order, sidebar, messages),
    sidebar,
    overview: messages.overview,
  };
}

/** The site config of spec §3, with every value the spec fixes. */
export function buildSiteConfig(index: ContentIndex = getContent()): SiteConfig {
  return {
    title: SITE.title,
    description: SITE.description,
    icon: SITE.icon,
    logo: SITE.logo,
    logoText: SITE.logoText,
    base: '/',
    lang: 'en',
    locales: LANGS.map((lang) => buildLocale(lang, index)),
    route: { cleanUrls: true, exclude: ['**/fragments/**'] },
    ssg: true,
    multiVersion: { default: '', versions: [] },
    search: {},
    markdown: { showLineNumbers: false, defaultWrapCode: false, highlighter: 'shiki' },
    themeConfig: {
      enableAppearanceAnimation: false,
      footer: { message: SITE.footerMessage },
      hideNavbar: 'auto',
      socialLinks: SITE.socialLinks.map((link) => ({ ...link }) as SocialLink),
    },
  };
}

let cached: { config: SiteConfig; index: ContentIndex } | undefined;

/** Rebuilt whenever the content index is (see getContent). */
export function getSiteConfig(): SiteConfig {
  const index = getContent();
  if (cached?.index !== index) cached = { config: buildSiteConfig(index), index };
  return cached.config;
}

export function getLocale(lang: Lang): LocaleConfig {
  return getSiteConfig().locales.find((locale) => locale.lang === lang)!;
}

/** `docRepoBaseUrl/<lang>/<relative file path>` (site.yaml). */
export function editLinkHref(lang: Lang, relativePath: string): string {
  return `${SITE.docRepoBaseUrl}/${lang}/${relativePath}`;
}
