import { tokenize } from './tokenize';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** DocSearch renders hit text as HTML: everything we give it is escaped first. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Query terms as they can be found in text: Latin words (prefix) and Chinese runs. */
export function queryTerms(query: string): string[] {
  const latin = tokenize(query).filter((t) => !/[\u3400-\u9fff]/.test(t));
  const cjk = query.match(/[\u3400-\u9fff\uf900-\ufaff]+/g) ?? [];
  return [...new Set([...cjk, ...latin])].sort((a, b) => b.length - a.length);
}

const isLatinWord = (term: string) => /^[\p{L}\p{N}_]+$/u.test(term) && !/[\u3400-\u9fff]/.test(term);

/** Latin terms match at the start of a Latin word (prefix search), after Chinese too; Chinese runs anywhere. */
function pattern(term: string): string {
  return isLatinWord(term) ? `(?<![\\p{Script=Latin}\\p{N}_])${escapeRegExp(term)}[\\p{Script=Latin}\\p{N}_]*` : escapeRegExp(term);
}

function matcher(terms: string[]): RegExp | undefined {
  if (terms.length === 0) return undefined;
  return new RegExp(terms.map(pattern).join('|'), 'giu');
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Escaped text with `<mark>` around the matches; nothing else in the result is markup. */
export function highlight(text: string, terms: string[]): Highlighted {
  const re = matcher(terms);
  if (!re) return { value: escapeHtml(text), matchLevel: 'none', matchedWords: [] };
  let value = '';
  let last = 0;
  const matched = new Set<string>();
  for (const match of text.matchAll(re)) {
    value += escapeHtml(text.slice(last, match.index)) + `<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index! + match[0].length;
    matched.add(match[0].toLowerCase());
  }
  value += escapeHtml(text.slice(last));
  const termsFound = terms.filter((term) => new RegExp(pattern(term), 'iu').test(text)).length;
  const matchLevel = termsFound === 0 ? 'none' : termsFound === terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords: [...matched] };
}

/** A window of about `size` characters around the first match, escaped and highlighted. */
export function snippet(text: string, terms: string[], size = 120): Highlighted {
  const re = matcher(terms);
  const first = re ? text.search(re) : -1;
  if (text.length <= size || first === -1) {
    const cut = text.length > size ? `${text.slice(0, size).trimEnd()}…` : text;
    return highlight(cut, terms);
  }
  let start = Math.max(0, first - Math.floor(size / 3));
  // Start at a word boundary, so the cut never leaves a word's tail that looks like a match.
  while (start > 0 && /[\p{Script=Latin}\p{N}_]/u.test(text[start - 1]) && first - start < size / 2) start--;
  const piece = text.slice(start, start + size);
  const result = highlight(piece, terms);
  return { ...result, value: `${start > 0 ? '…' : ''}${result.value}${start + size < text.length ? '…' : ''}` };
}
