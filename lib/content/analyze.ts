import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkHeadingId from 'remark-custom-heading-id';
import { toString } from 'mdast-util-to-string';
import { parseDocument } from 'yaml';
import type { Root, RootContent, Heading } from 'mdast';
import type { TocItem } from '../types';

/** A position in a source file, 1-based like editors show it. */
export interface Where {
  line: number;
  column: number;
  /** Set when the node comes from an included fragment: that file's path. */
  file?: string;
}

export interface HeadingInfo extends Where {
  depth: number;
  text: string;
  id: string | undefined;
}

export interface LinkInfo extends Where {
  url: string;
  kind: 'link' | 'image';
}

/** The text of one part of a page: the intro (no heading) or everything under one heading. */
export interface Section {
  /** Heading id; `undefined` for the text before the first heading. */
  id: string | undefined;
  /** Heading texts from h2 down to this heading. */
  path: string[];
  depth: number;
  text: string;
}

export interface Analysis {
  frontmatter: unknown;
  frontmatterError?: Where & { message: string };
  h1?: string;
  headings: HeadingInfo[];
  toc: TocItem[];
  sections: Section[];
  links: LinkInfo[];
  jsxNames: (Where & { name: string })[];
  /** `:::name` containers. */
  containers: (Where & { name: string })[];
  imports: (Where & { name: string; source: string })[];
  plainText: string;
}

export class MdxSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

const parser = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkHeadingId);

/** Parses MDX into a tree; syntax errors become `MdxSyntaxError` with the line and column. */
export function parseMdx(source: string): Root {
  try {
    return parser.runSync(parser.parse(source)) as Root;
  } catch (error) {
    const e = error as {
      reason?: string;
      message: string;
      line?: number;
      column?: number;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    const place = e.place && 'start' in e.place ? e.place.start : e.place;
    throw new MdxSyntaxError(e.reason ?? e.message, e.line ?? place?.line ?? 1, e.column ?? place?.column ?? 1);
  }
}

function at(node: { position?: { start: { line: number; column: number } }; data?: unknown }): Where {
  const file = (node.data as { sourceFile?: string } | undefined)?.sourceFile;
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, ...(file ? { file } : {}) };
}

const INLINE_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
  'mdxJsxTextElement',
]);

/** Plain text of a node: inline runs joined as written, blocks separated by a space. */
function plain(node: RootContent): string {
  if (node.type === 'yaml' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (!('children' in node)) return '';
  const separator = INLINE_PARENTS.has(node.type) ? '' : ' ';
  return (node.children as RootContent[]).map(plain).join(separator);
}

/** A heading's text as the outline shows it: inline components such as <Badge text="New" /> count by their text. */
function headingText(node: RootContent): string {
  if (node.type === 'mdxJsxTextElement') {
    const text = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'text');
    const value = text && text.type === 'mdxJsxAttribute' && typeof text.value === 'string' ? text.value : '';
    return value || node.children.map(headingText).join('');
  }
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as RootContent[]).map(headingText).join('') : '';
}

/** Text a reader sees in a block: code blocks keep their code, JSX keeps only its children. */
function blockText(node: RootContent): string {
  if (node.type === 'code') return node.value;
  return plain(node).replace(/\s+/g, ' ').trim();
}

/**
 * Reads one MDX page (fragments already spliced in by the caller): frontmatter, headings with their
 * explicit ids, the outline with charIndex, the text of each section, links, images and JSX names.
 */
export function analyzeTree(tree: Root): Analysis {
  const analysis: Analysis = {
    frontmatter: {},
    headings: [],
    toc: [],
    sections: [{ id: undefined, path: [], depth: 1, text: '' }],
    links: [],
    jsxNames: [],
    containers: [],
    imports: [],
    plainText: '',
  };
  const path: string[] = [];
  let plain = '';

  const visitBlock = (node: RootContent) => {
    if (node.type === 'yaml') {
      const doc = parseDocument(node.value);
      if (doc.errors.length > 0) {
        const err = doc.errors[0];
        analysis.frontmatterError = {
          line: (node.position?.start.line ?? 1) + (err.linePos?.[0].line ?? 1),
          column: err.linePos?.[0].col ?? 1,
          message: err.message.split('\n')[0],
        };
      } else {
        analysis.frontmatter = doc.toJS();
      }
      return;
    }
    if (node.type === 'mdxjsEsm') {
      const match = /import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/.exec(node.value);
      if (match) analysis.imports.push({ ...at(node), name: match[1], source: match[2] });
      return;
    }
    if (node.type === 'heading' && node.depth === 1) {
      analysis.h1 = toString(node).trim();
      return;
    }
    if (node.type === 'heading' && node.depth <= 4) {
      const heading = node as Heading & { data?: { id?: string } };
      const text = heading.children.map(headingText).join('').replace(/\s+/g, ' ').trim();
      const id = heading.data?.id;
      analysis.headings.push({ ...at(node), depth: node.depth, text, id });
      if (plain) plain += ' ';
      analysis.toc.push({ text, id: id ?? '', depth: node.depth, charIndex: plain.length });
      plain += text;
      path.length = Math.max(0, node.depth - 2);
      path[node.depth - 2] = text;
      analysis.sections.push({ id, path: path.filter(Boolean), depth: node.depth, text: '' });
      return;
    }
    // Components such as <Steps> may hold outline headings: read them in document order.
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'containerDirective') && hasHeading(node)) {
      for (const child of node.children as RootContent[]) visitBlock(child);
      return;
    }
    const text = blockText(node);
    if (text) {
      const section = analysis.sections[analysis.sections.length - 1];
      section.text = section.text ? `${section.text} ${text}` : text;
      plain = plain ? `${plain} ${text}` : text;
    }
  };
  for (const node of tree.children) visitBlock(node);

  walk(tree, (node) => {
    if (node.type === 'containerDirective') analysis.containers.push({ ...at(node), name: node.name });
    if (node.type === 'link' || node.type === 'image') {
      analysis.links.push({ ...at(node), url: node.url, kind: node.type });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name) analysis.jsxNames.push({ ...at(node), name: node.name });
      for (const attr of node.attributes) {
        if (attr.type === 'mdxJsxAttribute' && (attr.name === 'href' || attr.name === 'src') && typeof attr.value === 'string') {
          analysis.links.push({ ...at(node), url: attr.value, kind: attr.name === 'src' ? 'image' : 'link' });
        }
      }
    }
  });

  analysis.plainText = plain;
  return analysis;
}

function hasHeading(node: AnyNode): boolean {
  let found = false;
  walk(node, (child) => {
    if (child.type === 'heading') found = true;
  });
  return found;
}

type AnyNode = RootContent | Root;
export function walk(node: AnyNode, visit: (node: RootContent) => void) {
  if (node.type !== 'root') visit(node);
  if ('children' in node) for (const child of node.children as RootContent[]) walk(child, visit);
}
