import path from 'node:path';
import { compile, run } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { MDXComponents, MDXContent } from 'mdx/types';
import { createElement, Fragment, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PluggableList } from 'unified';
import { Badge } from '@/components/mdx/small';
import { buildContentIndex } from '@/lib/content';
import { loadContent } from '@/lib/content/load';
import { isFragment } from '@/lib/content/paths';
import { DEFAULT_LANG, LANGS } from '@/lib/i18n/locales';
import { MDX_COMPONENT_NAMES } from '@/lib/mdx/component-names';
import { REHYPE_PLUGINS, REMARK_PLUGINS, TOC_DEPTHS } from '@/lib/mdx/pipeline.mjs';

/**
 * The outline, search anchors and Markdown twins come from the content index; the page from
 * @next/mdx. Both take their plugins from lib/mdx/pipeline.mjs: compile every page with that list,
 * render it, and compare its h2–h4 (id and text) with the page record's outline.
 */
const source = loadContent();
const index = buildContentIndex(source);
/** Each page file once, by root-relative path (a page awaiting its translation stands in other languages with the same file). */
const written = new Map(index.pages.map((page) => [path.relative(source.root, path.resolve(page.file)), page]));

/** Fragments are imported as modules by the real page: here they are rendered and passed in as components. */
const FRAGMENT_IMPORT = /import\s+(\w+)\s+from\s+['"]([^'"]+\.mdx)['"]/g;
function dropFragmentImports() {
  return (tree: Root) => {
    tree.children = tree.children.filter((node) => !(node.type === 'mdxjsEsm' && FRAGMENT_IMPORT.test(node.value)));
    FRAGMENT_IMPORT.lastIndex = 0;
  };
}

let rehypePlugins: PluggableList;
const remarkPlugins: PluggableList = REMARK_PLUGINS.map(({ plugin, options }) => (options === undefined ? plugin : [plugin, options]));

beforeAll(async () => {
  rehypePlugins = await Promise.all(
    REHYPE_PLUGINS.map(async ({ specifier, options }) => {
      const { default: plugin } = await import(specifier.startsWith('.') ? path.resolve(specifier) : specifier);
      return options === undefined ? plugin : [plugin, options];
    }),
  );
});

async function component(mdx: string): Promise<MDXContent> {
  const code = await compile(mdx, {
    outputFormat: 'function-body',
    remarkPlugins: [...remarkPlugins, dropFragmentImports],
    rehypePlugins,
  });
  return (await run(code, { ...runtime, Fragment, baseUrl: import.meta.url })).default;
}

/** The real inline Badge; other components only pass their children on (they never hold h2–h4 of their own). */
const passThrough = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children);
const COMPONENTS: MDXComponents = {
  ...Object.fromEntries(MDX_COMPONENT_NAMES.map((name) => [name, passThrough])),
  Badge,
};

async function render(rel: string): Promise<string> {
  const mdx = source.files.get(rel)!;
  const fragments: MDXComponents = {};
  for (const [, name, target] of mdx.matchAll(FRAGMENT_IMPORT)) {
    const fragment = await component(source.files.get(path.posix.join(path.posix.dirname(rel), target))!);
    fragments[name] = () => createElement(fragment, { components: COMPONENTS });
  }
  return renderToStaticMarkup(createElement(await component(mdx), { components: { ...COMPONENTS, ...fragments } }));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
function headings(html: string) {
  const depths = `[${TOC_DEPTHS.min}-${TOC_DEPTHS.max}]`;
  return [...html.matchAll(new RegExp(`<h(${depths})(?: id="([^"]*)")?[^>]*>(.*?)</h\\1>`, 'gs'))].map(([, depth, id, inner]) => ({
    depth: Number(depth),
    id: id ?? '',
    text: inner
      .replace(/<[^>]+>/g, '')
      .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity])
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

describe('the rendered page and its outline', () => {
  // Counted from the files, not written down: a page a writer adds is covered without editing this test.
  it('covers every page file, and every language has every page (written or awaiting its translation)', () => {
    expect(index.errors).toEqual([]);
    expect([...written.keys()].sort()).toEqual([...source.files.keys()].filter((rel) => !isFragment(rel)).sort());
    const pagesOf = (lang: string) => index.pages.filter((p) => p.record.lang === lang).map((p) => p.record.relativePath);
    for (const lang of LANGS) expect(pagesOf(lang).sort()).toEqual(pagesOf(DEFAULT_LANG).sort());
  });

  it.each([...written].map(([rel, page]) => [rel, page] as const))('%s: same heading ids and texts', async (rel, page) => {
    const rendered = headings(await render(rel));
    expect(rendered).toEqual(page.record.toc.map(({ depth, id, text }) => ({ depth, id, text })));
  });
});
