import { CJK_RUN, FLAG, isCjk, splitIdentifier } from './tokenize';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** DocSearch renders hit text as HTML: everything we give it is escaped first. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const LATIN_WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Where the given index terms stand in a text, as the tokenizer read it: a Latin term marks the whole
 * word it is (`builderconfig` → `builderConfig`) or one part of an identifier (`config` →
 * `builderConfig`'s `Config`); a Chinese pair marks its two characters.
 */
export function matchRanges(text: string, terms: Set<string>): [number, number][] {
  const ranges: [number, number][] = [];
  for (const match of text.matchAll(LATIN_WORD)) {
    let start = match.index!;
    for (const piece of match[0].split(/([\u3400-\u9fff\uf900-\ufaff]+)/)) {
      const pieceStart = start;
      start += piece.length;
      if (!piece || isCjk(piece)) continue;
      const bare = piece.replace(/^_+|_+$/g, '');
      const offset = pieceStart + piece.indexOf(bare);
      if (terms.has(bare.toLowerCase())) ranges.push([offset, offset + bare.length]);
      else
        for (const part of splitIdentifier(bare))
          if (terms.has(part.text.toLowerCase())) ranges.push([offset + part.start, offset + part.start + part.text.length]);
    }
  }
  for (const flag of text.matchAll(FLAG)) if (terms.has(flag[0].toLowerCase())) ranges.push([flag.index!, flag.index! + flag[0].length]);
  for (const run of text.matchAll(CJK_RUN)) {
    const s = run[0];
    for (let i = 0; i < s.length; i++) {
      if (terms.has(s.slice(i, i + 2)) && i + 1 < s.length) ranges.push([run.index! + i, run.index! + i + 2]);
      else if (terms.has(s[i])) ranges.push([run.index! + i, run.index! + i + 1]);
    }
  }
  // Overlapping or touching ranges (Chinese pairs) become one mark.
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

function marked(text: string, ranges: [number, number][], from = 0, to = text.length): Highlighted {
  let value = '';
  let last = from;
  const words = new Set<string>();
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    value += `${escapeHtml(text.slice(last, s))}<mark>${escapeHtml(text.slice(s, e))}</mark>`;
    words.add(text.slice(s, e).toLowerCase());
    last = e;
  }
  value += escapeHtml(text.slice(last, to));
  return { value, matchLevel: words.size ? 'full' : 'none', matchedWords: [...words] };
}

/** Escaped text with `<mark>` around the matched terms; nothing else in the result is markup. */
export function highlight(text: string, terms: Set<string>): Highlighted {
  return marked(text, matchRanges(text, terms));
}

/** A window of about `size` characters around the first match, escaped and highlighted. */
export function snippet(text: string, terms: Set<string>, size = 120): Highlighted {
  const ranges = matchRanges(text, terms);
  if (text.length <= size) return marked(text, ranges);
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - Math.floor(size / 3));
  // Start at a word boundary, so the cut never leaves a word's tail.
  while (start > 0 && /[\p{Script=Latin}\p{N}_]/u.test(text[start - 1]) && first - start < size / 2) start--;
  const end = Math.min(text.length, start + size);
  const result = marked(text, ranges, start, end);
  return { ...result, value: `${start > 0 ? '…' : ''}${result.value.trimEnd()}${end < text.length ? '…' : ''}` };
}
