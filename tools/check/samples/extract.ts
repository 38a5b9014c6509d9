import type { Code, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseMdx } from '../../../lib/content/parse';

/** Fence meta word for a block that is deliberately incomplete (an excerpt, one option): not compiled, but counted. */
export const OPT_OUT = 'partial';

/**
 * Fence meta word for a block that adds to a file shown earlier on the page: it is compiled together
 * with every earlier block that has the same `title="…"`, as one file, in page order.
 */
export const CONTINUED = 'continued';

/** Fence languages the sample check reads, grouped by how it checks them. */
export const CODE_LANGS = new Set(['ts', 'tsx']);
export const SCRIPT_LANGS = new Set(['js', 'jsx']);
export const DATA_LANGS = new Set(['json', 'yaml', 'toml']);
export const SHELL_LANGS = new Set(['bash', 'shell', 'sh']);

/** One fenced code block of a page. */
export interface Sample {
  /** `content/<lang>/<path>.mdx`. */
  file: string;
  /** Line of the block's first code line in the page (1-based). */
  line: number;
  /** Indentation of the block in the page (a fence inside a list item or component), 0 at the margin. */
  indent: number;
  lang: string;
  /** Fence meta words, `title="…"` and `{1,3}` included as written. */
  meta: string[];
  code: string;
}

/** A problem in one sample, already mapped to the page: `content/<lang>/<file>.mdx:<line>:<column>`. */
export interface SampleProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** Splits fence meta on spaces that are not inside quotes: `title="a b" {2} partial` → 3 words. */
function metaWords(meta: string | null | undefined): string[] {
  return meta ? (meta.match(/(?:[^\s"]+|"[^"]*")+/g) ?? []) : [];
}

/** Fence languages of example pages: a fenced block inside one is what the reader writes in a page. */
const PAGE_LANGS = new Set(['md', 'mdx']);

/** Plain CommonMark: enough to find the fences inside an example page, whatever MDX it shows. */
const markdown = unified().use(remarkParse);

/**
 * Every ts/tsx, js/jsx, data and shell code block of one MDX source, with where it sits in the file, including
 * the blocks inside an md/mdx example (` ````mdx ` around a ` ```tsx ` demo): they are code too.
 */
export function extractSamples(source: string, file: string): Sample[] {
  return collect(parseMdx(source), file, 0, 0);
}

function collect(tree: Root, file: string, lineOffset: number, indentOffset: number): Sample[] {
  const samples: Sample[] = [];
  visit(tree, 'code', (code: Code) => {
    const lang = code.lang ?? '';
    const start = code.position?.start ?? { line: 1, column: 1 };
    const line = lineOffset + start.line + 1;
    const indent = indentOffset + start.column - 1;
    if (PAGE_LANGS.has(lang)) {
      samples.push(...collect(markdown.parse(code.value), file, line - 1, indent));
      return;
    }
    if (![CODE_LANGS, SCRIPT_LANGS, DATA_LANGS, SHELL_LANGS].some((langs) => langs.has(lang))) return;
    samples.push({ file, line, indent, lang, meta: metaWords(code.meta), code: code.value });
  });
  return samples;
}

export function isOptedOut(sample: Sample): boolean {
  return sample.meta.includes(OPT_OUT);
}

/**
 * The code the compiler sees: lines marked `// [!code --]` are what a diff removes, so they are blanked
 * (the block is checked as it reads after the change); line numbers stay those of the page.
 */
export function compiledCode(sample: Sample): string {
  return sample.code
    .split('\n')
    .map((line) => (/\/\/\s*\[!code --\]\s*$/.test(line) ? '' : line))
    .join('\n');
}

/** Maps a 0-based line and column inside a sample to the page's 1-based position. */
export function pagePosition(sample: Sample, line: number, column: number): { line: number; column: number } {
  return { line: sample.line + line, column: sample.indent + column + 1 };
}

export function formatProblem(problem: SampleProblem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.message}`;
}
