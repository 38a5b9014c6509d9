import { fromHtml } from 'hast-util-from-html';
import type { Element, ElementContent, Root } from 'hast';

/** One line of what a reader sees: a heading, a paragraph, a list item, a table row, a line of code. */
export interface TextLine {
  kind: 'heading' | 'text' | 'code' | 'callout';
  text: string;
}

/** An exported page as the review compares it: its article's lines and heading ids, or where it redirects. */
export type ExportedPage =
  { kind: 'page'; title: string; lines: TextLine[]; ids: string[]; aliases: Record<string, string> } | { kind: 'redirect'; to: string };

/** Chrome around the text that no reader reads as the page's content: copy buttons, `#` links, icons. */
const SKIPPED_TAGS = new Set(['script', 'style', 'svg', 'button', 'template', 'noscript']);
const SKIPPED_CLASSES = ['heading-anchor', 'copy-page', 'code-block-tools'];
const INLINE_TAGS = new Set(
  'a abbr b bdi br cite code del dfn em i img ins kbd label mark q s samp small span strong sub sup time u var wbr'.split(' '),
);

const classes = (element: Element) => (element.properties.className as string[] | undefined) ?? [];
const skipped = (element: Element) => SKIPPED_TAGS.has(element.tagName) || classes(element).some((c) => SKIPPED_CLASSES.includes(c));
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

function find(node: Root | Element, test: (element: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function inlineText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || skipped(node)) return '';
  if (node.tagName === 'img') return `[image: ${String(node.properties.alt ?? '')}]`;
  if (node.tagName === 'br') return ' ';
  return node.children.map(inlineText).join('');
}

/** The lines of an article in reading order; a callout's lines and every line of code are marked as such. */
function linesOf(container: Element, kind: TextLine['kind'], prefix: string, out: TextLine[]) {
  let inline = '';
  const flush = () => {
    const text = squash(inline);
    if (text) out.push({ kind, text: prefix + text });
    inline = '';
  };
  for (const child of container.children) {
    if (child.type === 'text' || (child.type === 'element' && INLINE_TAGS.has(child.tagName))) {
      inline += inlineText(child);
      continue;
    }
    if (child.type !== 'element' || skipped(child)) continue;
    flush();
    const heading = /^h([1-6])$/.exec(child.tagName);
    if (heading) {
      const id = child.properties.id ? ` {#${String(child.properties.id)}}` : '';
      out.push({ kind: 'heading', text: `${'#'.repeat(Number(heading[1]))} ${squash(child.children.map(inlineText).join(''))}${id}` });
    } else if (child.tagName === 'pre') {
      const code = child.children.map(inlineText).join('').replace(/\n$/, '');
      for (const line of code.split('\n')) out.push({ kind: 'code', text: `    ${line.trimEnd()}` });
    } else if (child.tagName === 'tr') {
      const cells = child.children.filter((c): c is Element => c.type === 'element').map((cell) => squash(inlineText(cell)));
      out.push({ kind, text: `${prefix}| ${cells.join(' | ')} |` });
    } else if (classes(child).includes('callout')) {
      linesOf(child, 'callout', `${prefix}> `, out);
    } else {
      linesOf(child, kind, child.tagName === 'li' ? `${prefix}- ` : prefix, out);
    }
  }
  flush();
}

/**
 * The page with each script's text left out, its tag and attributes kept (the anchor aliases are an
 * attribute). The text is Next's payload, more than half of a page, and none of it is read: parsing
 * without it halves the time a review spends reading two exports. A script's text ends at its first
 * `</script`, as the HTML parser ends it.
 */
export const withoutScriptText = (html: string) => html.replace(/(<script\b(?:[^>"']|"[^"]*"|'[^']*')*>)[\s\S]*?(<\/script\s*>)/gi, '$1$2');

/** Reads one exported HTML file: its article (the `<main>` of a page without one), or its redirect; undefined for anything else. */
export function readExportedPage(html: string): ExportedPage | undefined {
  const tree = fromHtml(withoutScriptText(html));
  const refresh = find(tree, (e) => e.tagName === 'meta' && String(e.properties.httpEquiv ?? '').toLowerCase() === 'refresh');
  if (refresh) return { kind: 'redirect', to: String(refresh.properties.content ?? '').replace(/^\s*\d+\s*;\s*url=/i, '') };
  const body = find(tree, (e) => e.tagName === 'article') ?? find(tree, (e) => e.tagName === 'main');
  if (!body) return undefined;
  const lines: TextLine[] = [];
  linesOf(body, 'text', '', lines);
  const ids: string[] = [];
  const collectIds = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (/^h[2-6]$/.test(child.tagName) && child.properties.id) ids.push(String(child.properties.id));
      collectIds(child);
    }
  };
  collectIds(body);
  const aliasScript = find(tree, (e) => e.tagName === 'script' && e.properties.dataAnchors !== undefined);
  const aliases = aliasScript ? (JSON.parse(String(aliasScript.properties.dataAnchors)) as Record<string, string>) : {};
  const titleElement = find(tree, (e) => e.tagName === 'title');
  const title = titleElement ? squash(titleElement.children.map(inlineText).join('')) : '';
  return { kind: 'page', title, lines, ids, aliases };
}
