import type { ContentIndex, ContentPage } from '../content';
import { pageByKey } from '../content/lookup';
import { pageMarkdown } from './markdown';
import { localizePath, markdownPath } from '../urls';
import { flattenSidebar } from '../nav/sidebar';
import type { Lang, LocaleConfig } from '../types';
import { translatorOf } from '../i18n/messages';
import { SITE } from '../site/constants';
import { describe } from '../metadata/routes';
import { withBasePath } from '../hosting/base-path.mjs';
import { SITE_ROOT } from '../hosting/url';

/** The twin's address as a link or fetch in the page uses it: with the base path, if any. */
export function markdownHref(routePath: string): string {
  return withBasePath(markdownPath(routePath));
}

/** The language's pages in sidebar order, grouped by nav section with the section's title. */
function sections(index: ContentIndex, locale: LocaleConfig): { title: string; pages: { text: string; page: ContentPage }[] }[] {
  return Object.entries(locale.sidebar).map(([section, items], n) => ({
    title: locale.nav[n]?.text ?? section,
    pages: flattenSidebar(items).flatMap((item) => {
      const page = pageByKey(index.pages, locale.lang, item.key);
      return page ? [{ text: item.text, page }] : [];
    }),
  }));
}

/** llms.txt (llmstxt.org): title, summary, then each section with one line per page. */
export function buildLlmsTxt(index: ContentIndex, locale: LocaleConfig): string {
  const { lang } = locale;
  const home = pageByKey(index.pages, lang, 'index');
  const lines = [`# ${SITE.title}`, '', `> ${home ? describe(home) : SITE.description}`, ''];
  lines.push(translatorOf(lang)('llms.fullText', { url: `${SITE_ROOT}${localizePath('/', lang)}llms-full.txt` }), '');
  for (const { title, pages } of sections(index, locale)) {
    lines.push(`## ${title}`, '');
    for (const { text, page } of pages) lines.push(`- [${text}](${SITE_ROOT}${markdownPath(page.record.routePath)}): ${describe(page)}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** llms-full.txt: every page of a language as Markdown, in sidebar order. */
export function buildLlmsFullTxt(index: ContentIndex, locale: LocaleConfig): string {
  const t = translatorOf(locale.lang);
  const pages = sections(index, locale).flatMap((section) => section.pages.map(({ page }) => page));
  return pages.map((page) => `${pageMarkdown(page)}\n${t('llms.source', { url: SITE_ROOT + page.record.routePath })}\n`).join('\n---\n\n');
}

/** A route handler serving one of the llms files of a language (thin route files call this). */
export function llmsRoute(lang: Lang, kind: 'summary' | 'full') {
  return async function GET(): Promise<Response> {
    const { getContent } = await import('../content/store');
    const { localeConfig } = await import('../site/config');
    const build = kind === 'full' ? buildLlmsFullTxt : buildLlmsTxt;
    return new Response(build(getContent(), localeConfig(lang)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  };
}
