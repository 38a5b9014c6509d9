import { toString } from 'mdast-util-to-string';
import { CONTINUE, EXIT, SKIP, visit } from 'unist-util-visit';
import { parseDocument } from 'yaml';
import type { Nodes, Root, Yaml } from 'mdast';
import type { TocItem } from '../types';
import { TOC_DEPTHS } from '../mdx/pipeline.mjs';
import { blockText, headingText } from './text';

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
  /** `:::name` containers that are no callout (remark-callouts turned the others into <Callout>). */
  containers: (Where & { name: string })[];
  imports: (Where & { name: string; source: string })[];
  plainText: string;
}

/**
 * Reads one parsed page (fragments already spliced in): frontmatter, the outline with charIndex, the
 * text of each section, then links, images, JSX names and containers anywhere in the tree.
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
  readOutline(tree, analysis);
  readReferences(tree, analysis);
  return analysis;
}

/** The blocks in document order: frontmatter, imports, headings, and the text under each heading. */
function readOutline(tree: Root, analysis: Analysis): void {
  const path: string[] = [];
  let plain = '';
  visit(tree, (node) => {
    if (node.type === 'root') return CONTINUE;
    if (node.type === 'yaml') {
      readFrontmatter(node, analysis);
      return SKIP;
    }
    if (node.type === 'mdxjsEsm') {
      const match = /import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/.exec(node.value);
      if (match) analysis.imports.push({ ...at(node), name: match[1], source: match[2] });
      return SKIP;
    }
    if (node.type === 'heading' && node.depth < TOC_DEPTHS.min) {
      analysis.h1 = toString(node).trim();
      return SKIP;
    }
    if (node.type === 'heading' && node.depth <= TOC_DEPTHS.max) {
      const text = headingText(node);
      const id = (node.data as { id?: string } | undefined)?.id;
      analysis.headings.push({ ...at(node), depth: node.depth, text, id });
      if (plain) plain += ' ';
      analysis.toc.push({ text, id: id ?? '', depth: node.depth, charIndex: plain.length });
      plain += text;
      path.length = Math.max(0, node.depth - TOC_DEPTHS.min);
      path[node.depth - TOC_DEPTHS.min] = text;
      analysis.sections.push({ id, path: path.filter(Boolean), depth: node.depth, text: '' });
      return SKIP;
    }
    // Components such as <Steps> may hold outline headings: read inside them, in document order.
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'containerDirective') && hasHeading(node)) return CONTINUE;
    const text = blockText(node);
    if (text) {
      const section = analysis.sections[analysis.sections.length - 1];
      section.text = section.text ? `${section.text} ${text}` : text;
      plain = plain ? `${plain} ${text}` : text;
    }
    return SKIP;
  });
  analysis.plainText = plain;
}

/** Links, images, JSX names and leftover containers, wherever they are. */
function readReferences(tree: Root, analysis: Analysis): void {
  visit(tree, (node) => {
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
}

function readFrontmatter(node: Yaml, analysis: Analysis): void {
  const doc = parseDocument(node.value);
  if (doc.errors.length === 0) {
    analysis.frontmatter = doc.toJS();
    return;
  }
  const err = doc.errors[0];
  analysis.frontmatterError = {
    line: (node.position?.start.line ?? 1) + (err.linePos?.[0].line ?? 1),
    column: err.linePos?.[0].col ?? 1,
    message: err.message.split('\n')[0],
  };
}

function hasHeading(node: Nodes): boolean {
  let found = false;
  visit(node, 'heading', () => {
    found = true;
    return EXIT;
  });
  return found;
}

function at(node: Nodes): Where {
  const file = node.data?.sourceFile;
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1, ...(file ? { file } : {}) };
}
