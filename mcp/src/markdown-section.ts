import type { SearchSection } from '../../lib/search/engine/types';

/** A heading's text as plain words: no inline code marks, emphasis, link targets or escapes; spaces squashed. */
const plain = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

interface Heading {
  depth: number;
  text: string;
  line: number;
}

/** The ATX headings of a Markdown text, outside fenced code blocks. */
function headingsOf(lines: string[]): Heading[] {
  const headings: Heading[] = [];
  let fence: string | undefined;
  lines.forEach((line, i) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      return;
    }
    const heading = !fence && /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) headings.push({ depth: heading[1].length, text: plain(heading[2]), line: i });
  });
  return headings;
}

/**
 * One section of a page's Markdown twin: its heading and everything down to the next heading of the
 * same level or above. The twin has no heading ids; the search file gives each id's headings (h2 down
 * to the section's own), which find the one heading under those parents. Undefined when none matches.
 */
export function markdownSection(markdown: string, section: SearchSection): string | undefined {
  const lines = markdown.split('\n');
  const headings = headingsOf(lines);
  const wanted = section.path.map(plain);
  /** The headings above this one and itself, from h2 down. */
  const trail: Heading[] = [];
  for (const [i, heading] of headings.entries()) {
    if (heading.depth < 2) continue;
    while (trail.length && trail.at(-1)!.depth >= heading.depth) trail.pop();
    trail.push(heading);
    if (trail.length !== wanted.length || trail.some(({ text }, d) => text !== wanted[d])) continue;
    const end = headings.slice(i + 1).find((next) => next.depth <= heading.depth)?.line ?? lines.length;
    return `${lines.slice(heading.line, end).join('\n').trimEnd()}\n`;
  }
  return undefined;
}
