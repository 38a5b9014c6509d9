import type { Analysis } from './analyze';
import { ContentError } from './errors';

/** The line of `old-id:` inside the frontmatter's `anchors:` mapping (1-based), or of `anchors:` itself. */
function aliasLine(source: string, oldId: string): number {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.startsWith('anchors:'));
  if (start === -1) return 1;
  const key = new RegExp(`^\\s+["']?${oldId}["']?\\s*:`);
  const inline = new RegExp(`["']?\\b${oldId}["']?\\s*:`);
  for (let n = start; n < lines.length && (n === start || /^\s/.test(lines[n])); n++) {
    if (n === start ? inline.test(lines[n].slice('anchors:'.length)) : key.test(lines[n])) return n + 1;
  }
  return start + 1;
}

/**
 * Heading-id aliases (`anchors: { old-id: new-id }` in the frontmatter): each new id must be a heading
 * of the page, and an old id must no longer be one (else the alias would hide a live section).
 */
export function checkAnchorAliases(
  anchors: Record<string, string> | undefined,
  analysis: Analysis,
  file: string,
  source: string,
): ContentError[] {
  if (!anchors) return [];
  const ids = new Set(analysis.headings.map((heading) => heading.id).filter(Boolean));
  const errors: ContentError[] = [];
  for (const [oldId, newId] of Object.entries(anchors)) {
    const line = aliasLine(source, oldId);
    if (ids.has(oldId)) {
      errors.push(
        new ContentError(
          file,
          line,
          1,
          `anchor alias "${oldId}" is still a heading id of this page`,
          `remove the alias, or rename that heading's id`,
        ),
      );
    } else if (!ids.has(newId)) {
      const fix = anchors[newId]
        ? `point "${oldId}" at "${anchors[newId]}", the id "${newId}" now leads to`
        : 'name a heading id this page has';
      errors.push(
        new ContentError(file, line, 1, `anchor alias "${oldId}" points at "${newId}", which is no heading id of this page`, fix),
      );
    }
  }
  return errors;
}
