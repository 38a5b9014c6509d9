/**
 * Runs after rehype-code: drops what rehype-pretty-code writes on every block that nothing reads
 * (the theme names, the language again on <code> and the caption, the inline grid that
 * components/mdx/code-block.css already sets, `data-line` on every line). Each byte here is sent twice: in the HTML and in the RSC payload.
 */
import { visit } from 'unist-util-visit';

/** rehype-pretty-code sets some properties by attribute name, others come back camel-cased from the parser. */
const drop = (/** @type {import('hast').Properties} */ props, /** @type {string} */ attribute) => {
  delete props[attribute];
  delete props[attribute.replace(/-([a-z])/g, (_, c) => c.toUpperCase())];
};

export default function rehypeCompactCode() {
  return (/** @type {import('hast').Root} */ tree) => {
    visit(tree, 'element', (node, _index, parent) => {
      const props = node.properties;
      drop(props, 'data-theme');
      if (node.tagName === 'code' && parent?.type === 'element' && parent.tagName === 'pre') {
        drop(props, 'data-language');
        if (typeof props.style === 'string' && /^display:\s*grid;?$/.test(props.style)) delete props.style;
        // Every element child of the block's <code> is a line: CSS and the copy button find them as `code > span`.
        for (const line of node.children) if (line.type === 'element') drop(line.properties, 'data-line');
      }
      if (props['data-rehype-pretty-code-title'] !== undefined || props.dataRehypePrettyCodeTitle !== undefined)
        drop(props, 'data-language');
    });
  };
}
