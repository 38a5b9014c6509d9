import { SKIP, visit } from 'unist-util-visit';
import type { Nodes } from 'mdast';

/** Nodes whose text a reader never sees as written: frontmatter, ESM, JS expressions. */
const HIDDEN = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression']);

/** Inline parents: their children join as written; children of any other node are separated by a space. */
const INLINE = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement']);

/** Attributes the global components render as text (`<Callout title>`, `<Badge text>`, …). */
const VISIBLE_ATTRIBUTES: Record<string, string[]> = {
  Badge: ['text'],
  Callout: ['title'],
  LinkCard: ['title', 'description'],
  Tab: ['label'],
};

function attribute(node: Nodes, name: string): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return found?.type === 'mdxJsxAttribute' && typeof found.value === 'string' ? found.value : undefined;
}

function visibleAttributes(node: Nodes): string[] {
  const name = 'name' in node && typeof node.name === 'string' ? node.name : '';
  return (VISIBLE_ATTRIBUTES[name] ?? []).flatMap((key) => attribute(node, key) ?? []);
}

/** Text a reader sees in a block, whitespace collapsed: code keeps its code, JSX its children and visible attributes. */
export function blockText(node: Nodes): string {
  if (node.type === 'code') return node.value;
  const parts: string[] = [];
  visit(node, (child, _index, parent) => {
    if (HIDDEN.has(child.type)) return SKIP;
    // Children of a block stand apart; runs inside a paragraph, a link or a cell join as written.
    if (parent && !INLINE.has(parent.type)) parts.push(' ');
    if ('value' in child && typeof child.value === 'string') parts.push(child.value);
    const after = 'children' in child && child.children.length > 0 ? ' ' : '';
    const visible = visibleAttributes(child);
    if (visible.length > 0) parts.push(`${visible.join(' ')}${after}`);
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * A heading's text as the page renders it: `<Badge text="New" />` shows its `text` (else its
 * children), as components/mdx/small.tsx does; JS expressions are left out.
 */
export function headingText(node: Nodes): string {
  const parts: string[] = [];
  visit(node, (child) => {
    if (HIDDEN.has(child.type)) return SKIP;
    const badge = child.type === 'mdxJsxTextElement' && child.name === 'Badge' ? attribute(child, 'text') : undefined;
    if (badge !== undefined) {
      parts.push(badge);
      return SKIP;
    }
    if ('value' in child && typeof child.value === 'string') parts.push(child.value);
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}
