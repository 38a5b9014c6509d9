import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { Root, RootContent } from 'mdast';
import { ContentError } from './errors';
import { parseMdx, MdxSyntaxError } from './parse';
import { isFragment } from './paths';

declare module 'mdast' {
  interface Data {
    /** Set on nodes spliced in from a fragment: that file, for error messages. */
    sourceFile?: string;
  }
}

/**
 * Replaces `<Fragment />` elements of imported fragments with the fragment's own blocks.
 * `page` and the keys of `files` are paths relative to the content root; `where` names files in errors.
 */
export function spliceFragments(
  tree: Root,
  page: string,
  files: Map<string, string>,
  where: (rel: string) => string,
  errors: ContentError[],
): void {
  const imports = new Map<string, Root>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx)['"]/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(page), match[2]));
      const line = node.position?.start.line ?? 1;
      const fail = (problem: string, fix: string) => errors.push(new ContentError(where(page), line, 1, problem, fix));
      if (!isFragment(target)) {
        fail(`imports the page "${match[2]}"`, 'only files under content/<lang>/fragments/ can be imported; move the shared text there');
        continue;
      }
      const source = files.get(target);
      if (source === undefined) {
        fail(`imports "${match[2]}", which does not exist`, 'fix the relative path to the fragment file');
        continue;
      }
      try {
        const fragment = parseMdx(source);
        // Positions in a fragment refer to the fragment's file: remember which, for error messages.
        visit(fragment, (child) => {
          child.data = { ...child.data, sourceFile: where(target) };
        });
        imports.set(match[1], fragment);
      } catch (error) {
        const e = error as MdxSyntaxError;
        errors.push(
          new ContentError(where(target), e.line, e.column, `MDX does not compile: ${e.message}`, 'fix the syntax at this position'),
        );
      }
    }
  }
  if (imports.size === 0) return;
  tree.children = tree.children.flatMap((node): RootContent[] => {
    const fragment = node.type === 'mdxJsxFlowElement' && node.name ? imports.get(node.name) : undefined;
    return fragment ? fragment.children.filter((child) => child.type !== 'yaml' && child.type !== 'mdxjsEsm') : [node];
  });
}
