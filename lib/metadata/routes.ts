import type { Metadata } from 'next';
import type { Lang } from '../types';
import type { ContentIndex, ContentPage } from '../content';
import { counterpart, findPage, pagesOf } from '../content/lookup';
import { LANGS, HTML_LANG, DEFAULT_LANG } from '../i18n/locales';
import { SITE } from '../site/constants';
import { absoluteMarkdownUrl, absoluteUrl } from '../hosting/url';
import { isPreview } from '../hosting/preview';
import { CARD_SIZE, cardUrl } from './card-path';

/** The view that renders a page. */
export type PageView = 'HomePage' | 'OverviewPage' | 'DocPage';

export function elementOf(page: ContentPage): PageView {
  if (page.record.frontmatter.pageType === 'home') return 'HomePage';
  return 'overview' in page.record.frontmatter && page.record.frontmatter.overview ? 'OverviewPage' : 'DocPage';
}

/** The page's text is in its own language (not an English stand-in awaiting translation). */
export function isTranslation(page: ContentPage): boolean {
  return page.textLang === page.record.lang;
}

export function staticParams(lang: Lang, index: ContentIndex): { slug: string[] }[] {
  return pagesOf(lang, index).map((page) => ({ slug: page.slug }));
}

const MAX_DESCRIPTION = 160;

/** Frontmatter description, else the page's first paragraph, cut at a word boundary. */
export function describe(page: ContentPage): string {
  const fm = page.record.frontmatter;
  if (fm.description) return fm.description;
  const intro = page.analysis.sections[0]?.text || page.analysis.plainText;
  if (intro.length <= MAX_DESCRIPTION) return intro || SITE.description;
  const cut = intro.slice(0, MAX_DESCRIPTION);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_DESCRIPTION - 20))}…`;
}

/** `<title>`: "Deployment - Rspress"; the home page: "Rspress - <titleSuffix>". */
export function titleOf(page: ContentPage): string {
  const fm = page.record.frontmatter;
  if (fm.pageType === 'home') return `${SITE.title} - ${fm.titleSuffix}`;
  return `${page.record.title} - ${SITE.title}`;
}

export function pageMetadata(lang: Lang, slug: string[] | undefined, index: ContentIndex): Metadata {
  const page = findPage(lang, slug, index);
  if (!page) return {};
  // Only written translations are alternates; a page awaiting its translation names its English page canonical.
  const languages: Record<string, string> = {};
  for (const other of LANGS) {
    const twin = other === lang ? page : counterpart(page, other, index);
    if (twin && isTranslation(twin)) languages[HTML_LANG[other]] = absoluteUrl(twin.record.routePath);
  }
  const xDefault = lang === DEFAULT_LANG ? page : counterpart(page, DEFAULT_LANG, index);
  if (xDefault) languages['x-default'] = absoluteUrl(xDefault.record.routePath);
  const title = titleOf(page);
  const description = describe(page);
  const card = { url: cardUrl(page), ...CARD_SIZE, alt: page.record.title };
  const url = absoluteUrl(isTranslation(page) ? page.record.routePath : counterpart(page, page.textLang, index)!.record.routePath);
  return {
    title: { absolute: title },
    description,
    // The page's Markdown twin, for agents that read the HTML first (`<link rel="alternate" type="text/markdown">`).
    alternates: { canonical: url, languages, types: { 'text/markdown': absoluteMarkdownUrl(page.record.routePath) } },
    ...(isPreview() ? { robots: { index: false, follow: false } } : {}),
    // The DocSearch crawler reads the page's language from this tag (hosted search filters on lang).
    other: { 'docsearch:lang': lang },
    openGraph: { title, description, url, siteName: SITE.title, type: 'website', images: [card], locale: HTML_LANG[lang] },
    twitter: { card: 'summary_large_image', site: '@rspack_dev', title, description, images: [card] },
  };
}
