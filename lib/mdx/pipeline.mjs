/**
 * The one MDX pipeline: the remark/rehype plugins every page goes through, and the heading-id rule.
 * `next.config.mjs` hands these entries to @next/mdx (Turbopack takes plugins by module specifier with
 * JSON-only options); the content index runs the same remark plugins through unified, so the outline,
 * search anchors and Markdown twins see the tree the rendered page is built from.
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkHeadingId from 'remark-custom-heading-id';
import remarkDirective from 'remark-directive';
import remarkCallouts from './remark-callouts.mjs';

/**
 * @typedef {object} PluginEntry
 * @property {string} specifier A package name, or a path from the project root (`./lib/…`).
 * @property {unknown} [options] JSON only: Turbopack serialises it.
 */

/** @type {(PluginEntry & { plugin: import('unified').Plugin<any[], any> })[]} */
export const REMARK_PLUGINS = [
  { specifier: 'remark-frontmatter', plugin: remarkFrontmatter, options: ['yaml'] },
  { specifier: 'remark-gfm', plugin: remarkGfm },
  // `## Title {#id}` → the heading's id (data.id and hProperties.id), the rule of HEADING_ID below.
  { specifier: 'remark-custom-heading-id', plugin: remarkHeadingId },
  { specifier: 'remark-directive', plugin: remarkDirective },
  { specifier: './lib/mdx/remark-callouts.mjs', plugin: remarkCallouts },
];

/**
 * Rehype plugins act on the HTML tree only, which the content index never builds: they are listed by
 * specifier and loaded where a page is compiled (Next, the heading parity test). Loading the
 * highlighter here would slow down every `npm run check`.
 * @type {PluginEntry[]}
 */
export const REHYPE_PLUGINS = [{ specifier: './lib/mdx/rehype-code.mjs' }, { specifier: './lib/mdx/rehype-compact-code.mjs' }];

/** The entries as @next/mdx takes them; `resolve` turns a project path into what the loader can find. */
export function nextMdxPlugins(/** @type {(specifier: string) => string} */ resolve) {
  /** @param {PluginEntry} entry */
  const toNext = ({ specifier, options }) => {
    const name = specifier.startsWith('.') ? resolve(specifier) : specifier;
    return options === undefined ? name : [name, options];
  };
  return { remarkPlugins: REMARK_PLUGINS.map(toNext), rehypePlugins: REHYPE_PLUGINS.map(toNext) };
}

/** Outline headings: h2 to h4 (h1 is the title; deeper headings are not in the outline). */
export const TOC_DEPTHS = /** @type {const} */ ({ min: 2, max: 4 });

/** An explicit heading id (`{#id}`): kebab-case ASCII, the same in every language. */
export const HEADING_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The id suggested for a heading without one: lower-case, every run of characters other than a–z
 * and 0–9 becomes one `-`, trimmed (content/README.md).
 */
export function slugify(/** @type {string} */ text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
