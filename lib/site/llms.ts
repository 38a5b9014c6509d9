import type { ContentIndex } from '../content';
import { pageMarkdown } from '../content/markdown';
import { getMessages } from '../i18n/messages';
import { localizePath } from '../i18n/locales';
import { readOrder } from '../nav/order';
import { buildSidebars, flattenSidebar } from '../nav/sidebar';
import type { Lang } from '../types';
import { SITE } from './constants';
import { describe } from './routes';
import { SITE_URL } from './url';

/** The address of a page's Markdown twin: `/guide/start/introduction.md`, `/api/index.md`. */
export function markdownPath(routePath: string): string {
  return routePath.endsWith('/') ? `${routePath}index.md` : `${routePath}.md`;
}

/** llms.txt (llmstxt.org): title, summary, then each section with one line per page. */
export function buildLlmsTxt(index: ContentIndex, lang: Lang): string {
  const messages = getMessages(lang);
  const order = readOrder(index.root);
  const sidebars = buildSidebars(order, index.pages, lang, messages);
  const byKey = new Map(index.pages.filter((p) => p.record.lang === lang).map((p) => [p.key, p]));
  const home = byKey.get('index');
  const lines = [`# ${SITE.title}`, '', `> ${home ? describe(home) : SITE.description}`, ''];
  lines.push(
    lang === 'en'
      ? `Full text of every page: ${SITE_URL}/llms-full.txt`
      : `全部页面的完整文本：${SITE_URL}${localizePath('/', lang)}llms-full.txt`,
    '',
  );
  for (const { section } of order) {
    lines.push(`## ${(messages.nav as Record<string, string>)[section] ?? section}`, '');
    for (const item of flattenSidebar(sidebars[section] ?? [])) {
      const page = byKey.get(item.key);
      if (page) lines.push(`- [${item.text}](${SITE_URL}${markdownPath(page.record.routePath)}): ${describe(page)}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** llms-full.txt: every page of a language as Markdown, in sidebar order. */
export function buildLlmsFullTxt(index: ContentIndex, lang: Lang): string {
  const order = readOrder(index.root);
  const sidebars = buildSidebars(order, index.pages, lang, getMessages(lang));
  const byKey = new Map(index.pages.filter((p) => p.record.lang === lang).map((p) => [p.key, p]));
  const pages = order.flatMap(({ section }) =>
    flattenSidebar(sidebars[section] ?? [])
      .map((item) => byKey.get(item.key)!)
      .filter(Boolean),
  );
  return pages.map((page) => `${pageMarkdown(page)}\nSource: ${SITE_URL}${page.record.routePath}\n`).join('\n---\n\n');
}

/** A route handler serving one of the llms files of a language (thin route files call this). */
export function llmsRoute(lang: Lang, kind: 'summary' | 'full') {
  return async function GET(): Promise<Response> {
    const { getContent } = await import('../content');
    const body = kind === 'full' ? buildLlmsFullTxt(getContent(), lang) : buildLlmsTxt(getContent(), lang);
    return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  };
}
