import type { ContentIndex, ContentPage } from '../content';
import { pageByKey } from '../content/lookup';
import { pageMarkdown } from './markdown';
import { localizePath, markdownPath } from '../urls';
import { flattenSidebar } from '../nav/sidebar';
import type { Lang, LocaleConfig, SidebarItem } from '../types';
import { translatorOf } from '../i18n/messages';
import { SITE } from '../site/constants';
import { describe } from '../metadata/routes';
import { withBasePath } from '../hosting/base-path.mjs';
import { SITE_ROOT, absoluteMarkdownUrl } from '../hosting/url';

/** The twin's address as a link or fetch in the page uses it: with the base path, if any. */
export function markdownHref(routePath: string): string {
  return withBasePath(markdownPath(routePath));
}

/** The language's sidebar pages, in order, for llms-full.txt. */
function pagesInOrder(index: ContentIndex, locale: LocaleConfig): ContentPage[] {
  return Object.values(locale.sidebar).flatMap((items) =>
    flattenSidebar(items).flatMap((item) => pageByKey(index.pages, locale.lang, item.key) ?? []),
  );
}

/** A description on one line: a list item of llms.txt must not break. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A sidebar level as llms.txt lines: its pages as a list, each group under a heading one level down. */
function sidebarLines(items: SidebarItem[], index: ContentIndex, lang: Lang, depth: number): string[] {
  const lines: string[] = [];
  const list: string[] = [];
  const flushList = () => lines.push(...(list.length ? [...list.splice(0), ''] : []));
  for (const item of items) {
    if (item.items) {
      flushList();
      lines.push(`${'#'.repeat(Math.min(depth, 6))} ${item.text}`, '', ...sidebarLines(item.items, index, lang, depth + 1));
      continue;
    }
    const page = item.link ? pageByKey(index.pages, lang, item.key) : undefined;
    if (page) list.push(`- [${item.text}](${absoluteMarkdownUrl(page.record.routePath)}): ${oneLine(describe(page))}`);
  }
  flushList();
  return lines;
}

/**
 * llms.txt (llmstxt.org): title, summary, the link to llms-full.txt, then each nav section (`##`) with
 * its sidebar groups (`###`, nested deeper as the sidebar nests) and one line per page: its Markdown
 * twin and its description.
 */
export function buildLlmsTxt(index: ContentIndex, locale: LocaleConfig): string {
  const { lang } = locale;
  const home = pageByKey(index.pages, lang, 'index');
  const lines = [`# ${SITE.title}`, '', `> ${oneLine(home ? describe(home) : SITE.description)}`, ''];
  lines.push(translatorOf(lang)('llms.fullText', { url: `${SITE_ROOT}${localizePath('/', lang)}llms-full.txt` }), '');
  Object.entries(locale.sidebar).forEach(([section, items], n) => {
    lines.push(`## ${locale.nav[n]?.text ?? section}`, '', ...sidebarLines(items, index, lang, 3));
  });
  return lines.join('\n');
}

/** llms-full.txt: every page of a language as its Markdown twin (which starts with its address), in sidebar order. */
export function buildLlmsFullTxt(index: ContentIndex, locale: LocaleConfig): string {
  return pagesInOrder(index, locale)
    .map((page) => pageMarkdown(page))
    .join('\n---\n\n');
}

/** A route handler serving one of the llms files of a language (thin route files call this). */
export function llmsRoute(lang: Lang, kind: 'summary' | 'full') {
  return async function GET(): Promise<Response> {
    const { getContent } = await import('../content/store');
    const { localeConfig } = await import('../nav/locale-nav');
    const build = kind === 'full' ? buildLlmsFullTxt : buildLlmsTxt;
    return new Response(build(getContent(), localeConfig(lang)), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  };
}
