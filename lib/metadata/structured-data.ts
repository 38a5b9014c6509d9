import type { Crumb } from '../nav/breadcrumbs';
import { HTML_LANG } from '../i18n/locales';
import type { Lang } from '../types';
import { absoluteUrl } from '../hosting/url';

/**
 * schema.org `BreadcrumbList` for search engines: one `ListItem` per level that has a page, numbered
 * from 1 (a group without a page of its own has no address to give, so it is left out).
 */
export function breadcrumbList(crumbs: Crumb[]) {
  const linked = crumbs.filter((crumb) => crumb.link);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, n) => ({ '@type': 'ListItem', position: n + 1, name: crumb.text, item: absoluteUrl(crumb.link!) })),
  };
}

/** schema.org `TechArticle`: a documentation page, its language and when it last changed. */
export function techArticle(page: { title: string; description: string; lang: Lang; routePath: string; dateModified: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: page.title,
    description: page.description,
    inLanguage: HTML_LANG[page.lang],
    dateModified: page.dateModified,
    url: absoluteUrl(page.routePath),
    mainEntityOfPage: absoluteUrl(page.routePath),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text can end the script. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
