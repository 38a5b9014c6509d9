import type { Root as HastRoot } from 'hast';
import { toHast } from 'mdast-util-to-hast';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import rehypeCode from '../../lib/mdx/rehype-code.mjs';
import { recordHighlighting } from '../../lib/mdx/highlighter.mjs';
import type { ContentIndex } from '../../lib/content/index';

/** The mdast nodes MDX keeps as they are in the HTML tree (JSX, expressions, ESM); their children are converted. */
const MDX_NODES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'] as const;

/**
 * Highlights every code block of the site once for the build's MDX loaders (lib/mdx/highlighter.mjs):
 * the pages' own code plugin on each page's tree, already parsed, fragments included. Resolves to the
 * number of distinct blocks stored.
 */
export function highlightContent(index: ContentIndex): Promise<number> {
  const langs = new Set<string>();
  for (const page of index.pages) visit(page.tree, 'code', (node) => void (node.lang && langs.add(node.lang)));
  const processor = unified().use(rehypeCode);
  return recordHighlighting([...langs], async () => {
    for (const page of index.pages) await processor.run(toHast(page.tree, { passThrough: [...MDX_NODES] }) as HastRoot);
  });
}
