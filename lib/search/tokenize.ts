/**
 * One tokenizer for the index and the query.
 *
 * Latin text splits on anything that is not a letter or digit. An identifier is indexed whole and by
 * its parts (`builderConfig` → `builderconfig`, `builder`, `config`; `page_type` → `page_type`, `page`,
 * `type`), so `builderConfig`, `builderconfig` and `builder config` all find it.
 *
 * Chinese has no spaces, and a word segmenter cuts the same word differently in different sentences,
 * so Chinese runs become overlapping character pairs: a query's pairs are found wherever its
 * characters stand in that order, inside any sentence.
 */
export const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const WORD = /[\p{L}\p{N}_]+/gu;
/** A command-line flag (`--port`, `-c`): also indexed with its dashes, so `--port` finds the flag first. */
export const FLAG = /(?<![\p{L}\p{N}_-])--?\p{L}[\p{L}\p{N}-]*/gu;

export const isCjk = (text: string) => CJK.test(text);

export function pairs(run: string): string[] {
  if (run.length === 1) return [run];
  const tokens: string[] = [];
  for (let i = 0; i + 1 < run.length; i++) tokens.push(run.slice(i, i + 2));
  return tokens;
}

/**
 * The parts of an identifier with where each starts: `useI18n` → `use`, `I18n`; `HTMLElement` →
 * `HTML`, `Element`; `page_type` → `page`, `type`. A plain word is one part.
 */
export function splitIdentifier(word: string): { text: string; start: number }[] {
  const parts: { text: string; start: number }[] = [];
  let start = 0;
  const upper = (c: string | undefined) => c !== undefined && /\p{Lu}/u.test(c);
  const lowerOrDigit = (c: string | undefined) => c !== undefined && /[\p{Ll}\p{N}]/u.test(c);
  const close = (end: number) => {
    if (end > start) parts.push({ text: word.slice(start, end), start });
  };
  for (let i = 0; i < word.length; i++) {
    if (word[i] === '_') {
      close(i);
      start = i + 1;
    } else if (i > start && upper(word[i]) && (lowerOrDigit(word[i - 1]) || (upper(word[i - 1]) && /\p{Ll}/u.test(word[i + 1] ?? '')))) {
      close(i);
      start = i;
    }
  }
  close(word.length);
  return parts;
}

/** `builderConfig` → `builder`, `config`; nothing for a word that has no parts. */
export function identifierParts(word: string): string[] {
  const parts = splitIdentifier(word);
  return parts.length > 1 ? parts.map((part) => part.text.toLowerCase()) : [];
}

/** A Latin word as the index keeps it whole: lower-case, without leading or trailing underscores. */
const whole = (word: string) => word.toLowerCase().replace(/^_+|_+$/g, '');

/** The Latin words and Chinese runs of a text, in order (mixed runs such as `使用rspress` split). */
export function words(text: string): string[] {
  return (text.match(WORD) ?? []).flatMap((word) => word.split(/([\u3400-\u9fff\uf900-\ufaff]+)/).filter(Boolean));
}

/** Index terms of a text: each Latin word whole and by its parts, each Chinese run as character pairs. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of words(text)) {
    if (isCjk(word)) tokens.push(...pairs(word));
    else {
      const w = whole(word);
      if (w) tokens.push(w);
      tokens.push(...identifierParts(word));
    }
  }
  for (const flag of text.match(FLAG) ?? []) tokens.push(flag.toLowerCase());
  return [...new Set(tokens)];
}

/**
 * What a field is made of for "how much of it did the query cover": each Latin word whole, each
 * Chinese pair; bare numbers (`1.` in `1. Initialize the project`) are left out.
 */
export function fieldTerms(text: string): string[] {
  return words(text)
    .flatMap((word) => (isCjk(word) ? pairs(word) : [whole(word)]))
    .filter((term) => term && !/^\d+$/.test(term));
}

/** One word of a query: a Latin word (with its identifier parts) or a Chinese run (with its pairs). */
export interface QueryWord {
  text: string;
  cjk: boolean;
  /** Latin: the word whole. Chinese: its character pairs. */
  terms: string[];
  /** Latin identifiers and flags: the parts, found together where the whole is not (`builder … config`). */
  parts: string[];
}

export function queryWords(query: string): QueryWord[] {
  const seen = new Set<string>();
  const result: QueryWord[] = [];
  const pieces = query.split(FLAG);
  const flags = query.match(FLAG) ?? [];
  for (const [i, piece] of pieces.entries()) {
    const flag = flags[i]?.toLowerCase();
    for (const word of piece ? words(piece) : []) addWord(word);
    if (flag && !seen.has(flag)) {
      seen.add(flag);
      result.push({ text: flags[i], cjk: false, terms: [flag], parts: words(flag).flatMap((w) => [whole(w), ...identifierParts(w)]) });
    }
  }
  return result;

  function addWord(word: string) {
    const cjk = isCjk(word);
    const key = cjk ? word : whole(word);
    if (!key || seen.has(key)) return;
    seen.add(key);
    result.push(cjk ? { text: word, cjk, terms: pairs(word), parts: [] } : { text: word, cjk, terms: [key], parts: identifierParts(word) });
  }
}

/** Letters and digits only, lower-case, without a leading step number: `1. Build it!` → `buildit`. */
export function squash(text: string): string {
  return text
    .replace(/^\s*\d+[.)]\s+/, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
