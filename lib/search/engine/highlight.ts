import { CJK_RUN, FLAG, isCjk, splitIdentifier } from './tokenize';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** DocSearch renders hit text as HTML: everything we give it is escaped first. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const isWordChar = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c) && !isCjk(c);

const UPPER = /\p{Lu}/u;
const LOWER_OR_DIGIT = /[\p{Ll}\p{N}]/u;

/** Whether a word (`builderConfig`) or one of its parts (`Config`, `HTML|Element`, `page_|type`) can begin at `i`. */
function partStart(text: string, i: number): boolean {
  const before = text[i - 1];
  if (!isWordChar(before) || before === '_') return true;
  if (!UPPER.test(text[i])) return false;
  return LOWER_OR_DIGIT.test(before) || (UPPER.test(before) && LOWER_OR_DIGIT.test(text[i + 1] ?? ''));
}

/** A Latin word as the tokenizer reads it: marked whole, or by the identifier parts that are terms. */
function markWord(word: string, at: number, terms: Set<string>, ranges: [number, number][]) {
  const bare = word.replace(/^_+|_+$/g, '');
  const offset = at + word.indexOf(bare);
  if (terms.has(bare.toLowerCase())) ranges.push([offset, offset + bare.length]);
  else
    for (const part of splitIdentifier(bare))
      if (terms.has(part.text.toLowerCase())) ranges.push([offset + part.start, offset + part.start + part.text.length]);
}

/** What to look for in the texts of one hit: its matched index terms. */
export interface Terms {
  terms: Set<string>;
  /** The Latin terms, found anywhere (the words they stand in are then read). */
  latin?: RegExp;
  flags: boolean;
  cjk: boolean;
}

export function termsOf(terms: Iterable<string>): Terms {
  const set = new Set(terms);
  // Only what the tokenizer can produce: words of letters, digits and underscores, and flags.
  const latin = [...set].filter((term) => /^[\p{L}\p{N}_]+$/u.test(term) && !isCjk(term)).sort((a, b) => b.length - a.length);
  return {
    terms: set,
    latin: latin.length ? new RegExp(latin.map(escapeRegExp).join('|'), 'giu') : undefined,
    flags: [...set].some((term) => /^--?\p{L}/u.test(term)),
    cjk: [...set].some(isCjk),
  };
}

/**
 * Where the given index terms stand in a text, as the tokenizer read it: a Latin term marks the whole
 * word it is (`builderconfig` → `builderConfig`) or one part of an identifier (`config` →
 * `builderConfig`'s `Config`); a flag marks itself with its dashes; a Chinese pair marks its two
 * characters.
 */
export function matchRanges(text: string, { terms, latin, flags, cjk }: Terms): [number, number][] {
  const ranges: [number, number][] = [];
  if (latin) {
    const read = new Set<number>();
    for (const match of text.matchAll(latin)) {
      // Only where a word or an identifier part can begin (`is` in `this` cannot be a term).
      if (!partStart(text, match.index!)) continue;
      let start = match.index!;
      while (isWordChar(text[start - 1])) start--;
      if (read.has(start)) continue;
      read.add(start);
      let end = match.index! + match[0].length;
      while (isWordChar(text[end])) end++;
      markWord(text.slice(start, end), start, terms, ranges);
    }
  }
  if (flags)
    for (const flag of text.matchAll(FLAG)) if (terms.has(flag[0].toLowerCase())) ranges.push([flag.index!, flag.index! + flag[0].length]);
  if (cjk)
    for (const run of text.matchAll(CJK_RUN)) {
      const s = run[0];
      for (let i = 0; i < s.length; i++) {
        if (i + 1 < s.length && terms.has(s.slice(i, i + 2))) ranges.push([run.index! + i, run.index! + i + 2]);
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

/** Escaped text with `<mark>` around the given ranges (from `matchRanges`), between `from` and `to`. */
export function marked(text: string, ranges: [number, number][], from = 0, to = text.length): Highlighted {
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
export function highlight(text: string, terms: Iterable<string>): Highlighted {
  return marked(text, matchRanges(text, termsOf(terms)));
}

/** How much text a snippet shows before its first match, in columns (a CJK character takes two). */
const LEAD_COLUMNS = 24;
const FULL_WIDTH_PUNCTUATION = /[\u3000-\u303f\uff00-\uffef]/;
const columns = (char: string) => (isCjk(char) || FULL_WIDTH_PUNCTUATION.test(char) ? 2 : 1);

/**
 * A window of at most `size` characters from a little before the first of `ranges`, escaped and
 * highlighted; short text too starts there. The lead-in is short because the dialog shows one line:
 * on a phone about 40 Latin or 18 Chinese characters, and the match has to be among them.
 */
export function snippet(text: string, ranges: [number, number][], size = 120): Highlighted {
  const first = ranges[0]?.[0] ?? 0;
  let start = first;
  let lead = 0;
  while (start > 0 && lead + columns(text[start - 1]) <= LEAD_COLUMNS) lead += columns(text[--start]);
  // Start at a word boundary, so the cut never leaves a word's tail.
  while (start > 0 && /[\p{Script=Latin}\p{N}_]/u.test(text[start - 1]) && first - start < size / 2) start--;
  const end = Math.min(text.length, start + size);
  const result = marked(text, ranges, start, end);
  return { ...result, value: `${start > 0 ? '…' : ''}${result.value.trimEnd()}${end < text.length ? '…' : ''}` };
}
