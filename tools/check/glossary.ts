import fs from 'node:fs';
import path from 'node:path';
import type { Image } from 'mdast';
import { visit } from 'unist-util-visit';
import { ContentError } from '../../lib/content/errors';
import { parseMdx } from '../../lib/content/parse';

/** One row of the glossary's "Rejected forms" table. */
export interface RejectedForm {
  rejected: string;
  use: string;
  /** `text`: anywhere; `word`: a Latin form not glued to letters, digits or `. / - _ @`. */
  match: 'text' | 'word';
  why: string;
}

export interface GlossaryWarning {
  line: number;
  column: number;
  form: RejectedForm;
}

/** Reads the `| rejected | use | match | why |` table of content/glossary.md. */
export function parseRejectedForms(glossary: string): RejectedForm[] {
  const lines = glossary.split('\n');
  const header = lines.findIndex((line) => /^\|\s*rejected\s*\|\s*use\s*\|\s*match\s*\|\s*why\s*\|/.test(line));
  if (header === -1) return [];
  const forms: RejectedForm[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [rejected, use, match, why] = line
      .slice(1, line.lastIndexOf('|'))
      .split('|')
      .map((cell) => cell.trim());
    const literal = /^`([^`]+)`$/.exec(rejected)?.[1];
    if (literal && (match === 'text' || match === 'word')) forms.push({ rejected: literal, use, match, why });
  }
  return forms;
}

const WORD_CHAR = /[A-Za-z0-9./\-_@]/;

/** Offsets of `form` in `text`, honouring whole-word matching. */
function matches(text: string, form: RejectedForm): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(form.rejected); at !== -1; at = text.indexOf(form.rejected, at + 1)) {
    const before = text[at - 1];
    const after = text[at + form.rejected.length];
    if (form.match === 'word' && ((before && WORD_CHAR.test(before)) || (after && WORD_CHAR.test(after)))) continue;
    found.push(at);
  }
  return found;
}

/** 1-based line and column of a character offset in `source`. */
function position(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * The rejected forms in a page's prose: text of paragraphs, headings, lists, tables, links and
 * callouts, image alt text, and the frontmatter `title` and `description`. Code, inline code, URLs,
 * heading ids, imports and JSX expressions are not prose and never match.
 */
export function findRejectedForms(source: string, forms: RejectedForm[]): GlossaryWarning[] {
  // Most pages hold no rejected form anywhere: they need no parse, the slow part of this check.
  if (!forms.some((form) => source.includes(form.rejected))) return [];
  // [start, end) source ranges that a reader sees as text.
  const ranges: [number, number][] = [];
  visit(parseMdx(source), (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (node.type === 'text') ranges.push([start, end]);
    if (node.type === 'image') {
      const altStart = start + 2; // after `![`
      ranges.push([altStart, altStart + ((node as Image).alt ?? '').length]);
    }
    if (node.type === 'yaml') {
      for (const key of source.slice(start, end).matchAll(/^(title|description):[ \t]*(.*)$/gm)) {
        const valueStart = start + key.index + key[0].length - key[2].length;
        ranges.push([valueStart, valueStart + key[2].length]);
      }
    }
  });
  const warnings: GlossaryWarning[] = [];
  for (const [start, end] of ranges) {
    // Heading ids stay in a heading's last text node's source range: cut them off.
    const text = source.slice(start, end).replace(/\s*\{#[^}]*\}\s*$/, '');
    for (const form of forms) for (const at of matches(text, form)) warnings.push({ ...position(source, start + at), form });
  }
  return warnings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The rejected forms in every Chinese page of a content tree, as problems (none when there is no glossary table). */
export function glossaryProblems(contentRoot: string): ContentError[] {
  const glossary = path.join(contentRoot, 'glossary.md');
  const zh = path.join(contentRoot, 'zh');
  if (!fs.existsSync(glossary) || !fs.existsSync(zh)) return [];
  const forms = parseRejectedForms(fs.readFileSync(glossary, 'utf8'));
  const files = (fs.readdirSync(zh, { recursive: true }) as string[]).filter((file) => file.endsWith('.mdx')).sort();
  return files.flatMap((file) => {
    const abs = path.join(zh, file);
    const where = path.relative(process.cwd(), abs);
    let found: GlossaryWarning[];
    try {
      found = findRejectedForms(fs.readFileSync(abs, 'utf8'), forms);
    } catch {
      return []; // a page that does not parse is already an error of the content check
    }
    return found.map(
      ({ line, column, form }) =>
        new ContentError(
          where,
          line,
          column,
          `"${form.rejected}" is a rejected form (${form.why})`,
          `${form.use ? `write "${form.use}"` : 'reword the sentence'} (content/glossary.md)`,
        ),
    );
  });
}
