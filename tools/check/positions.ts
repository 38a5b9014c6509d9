import { findNodeAtLocation, parseTree, printParseErrorCode, type JSONPath, type ParseError } from 'jsonc-parser';

/** A 1-based line and column, as editors and GitHub annotations count them. */
export interface Position {
  line: number;
  column: number;
}

/** The line and column of a character offset in `text`. */
export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, Math.max(0, offset)).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Where the value at `path` starts in a JSON text; the nearest enclosing value when that one is missing. */
export function jsonPosition(text: string, path: JSONPath): Position {
  const tree = parseTree(text);
  for (let depth = path.length; tree && depth >= 0; depth--) {
    const node = findNodeAtLocation(tree, path.slice(0, depth));
    // A key's value: point at the property (`"label": …`), where the writer reads the key.
    if (node) return positionAt(text, node.parent?.type === 'property' ? node.parent.offset : node.offset);
  }
  return { line: 1, column: 1 };
}

/** The first syntax error of a JSON text, with its position; undefined when it parses. */
export function jsonSyntaxError(text: string): (Position & { message: string }) | undefined {
  const errors: ParseError[] = [];
  parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (!errors.length) return undefined;
  return { ...positionAt(text, errors[0].offset), message: printParseErrorCode(errors[0].error) };
}

/**
 * The line of a top-level frontmatter key (`title:`), or of the frontmatter's first key when it is
 * missing: problems that concern the whole page point there, where its title is.
 */
export function frontmatterPosition(source: string, key = 'title'): Position {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return { line: 1, column: 1 };
  const end = lines.indexOf('---', 1);
  const inside = lines.slice(1, end === -1 ? undefined : end);
  const found = inside.findIndex((line) => line.startsWith(`${key}:`));
  return { line: (found === -1 ? 0 : found) + 2, column: 1 };
}

/** Where `needle` first appears in `source` after `from` (a frontmatter value, a word of a section). */
export function textPosition(source: string, needle: string, from = 0): Position | undefined {
  const at = source.indexOf(needle, from);
  return at === -1 ? undefined : positionAt(source, at);
}
