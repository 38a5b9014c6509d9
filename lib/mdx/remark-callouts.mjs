/**
 * Turns `:::tip[Title]` … `:::` (remark-directive syntax) into `<Callout type="tip" title="Title">`.
 * Stray `:name` text directives (e.g. "lang:en" in prose) are put back as the text they were.
 */
export const CALLOUT_KINDS = /** @type {const} */ (['tip', 'info', 'warning', 'danger', 'details', 'note']);

function attribute(name, value) {
  return { type: 'mdxJsxAttribute', name, value };
}

function restoreText(node) {
  const label = (node.children ?? []).map((child) => child.value ?? '').join('');
  return { type: 'text', value: `:${node.name}${label ? `[${label}]` : ''}` };
}

function transform(node) {
  if (!node.children) return;
  node.children = node.children.map((child) => {
    if (child.type === 'containerDirective' && /** @type {readonly string[]} */ (CALLOUT_KINDS).includes(child.name)) {
      const [first, ...rest] = child.children;
      const hasLabel = first?.data?.directiveLabel;
      const title = hasLabel ? first.children.map((c) => c.value ?? '').join('') : undefined;
      const children = hasLabel ? rest : child.children;
      children.forEach(transform);
      return {
        type: 'mdxJsxFlowElement',
        name: 'Callout',
        attributes: [attribute('type', child.name), ...(title ? [attribute('title', title)] : [])],
        children,
        position: child.position,
      };
    }
    if (child.type === 'textDirective') return restoreText(child);
    if (child.type === 'leafDirective') return { type: 'paragraph', children: [restoreText(child)] };
    transform(child);
    return child;
  });
}

export default function remarkCallouts() {
  return (tree) => transform(tree);
}
