import type { SearchOptions } from 'minisearch';
import { fillers, isCjk, pairs, type QueryWord } from './tokenize';
import { allowedTypos, isTypo } from './typo';
import { FIELDS, type Field } from './fields';
import type { SearchIndex } from './search-index';

/** Exact (or the other number: `plugins`, `plugin`) above prefix (the last word, as typed so far) above typo. */
const QUALITY = { exact: 1, prefix: 0.75, typo: 0.5 } as const;

/**
 * Harman's S-stemmer: `plugins` → `plugin`, `libraries` → `library`, `caches` → `cache`, so a plural
 * and its singular match as the same word.
 */
function singular(word: string): string {
  if (word.length <= 3 || isCjk(word)) return word;
  if (/[^ae]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^aeo]es$/.test(word)) return word.slice(0, -1);
  if (/[^us]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * The verb of a past tense of five letters or more, both ways it may be spelt (`warned` → `warn`,
 * `translated` → `translate`); nothing for another word.
 */
function verbs(word: string): string[] {
  return word.length >= 5 && word.endsWith('ed') && !isCjk(word) ? [word.slice(0, -2), word.slice(0, -1)] : [];
}

/** The same word: as it is, in the other number, or a past tense and its verb (`warned`, `warns`). */
function sameWord(a: string, b: string): boolean {
  const [one, other] = [singular(a), singular(b)];
  return one === other || verbs(a).includes(other) || verbs(b).includes(one);
}

function quality(term: string, docTerm: string, prefix: boolean): number {
  if (docTerm === term || sameWord(term, docTerm)) return QUALITY.exact;
  if (prefix && docTerm.startsWith(term)) return QUALITY.prefix;
  if (!isCjk(term) && isTypo(term, docTerm)) return QUALITY.typo;
  return 0;
}

/** A word's singular and plural forms, by the S-stemmer's rules read backwards. */
function numbers(word: string): string[] {
  const one = singular(word);
  return [...new Set([one, `${one}s`, `${one}es`, one.endsWith('y') ? `${one.slice(0, -1)}ies` : one])];
}

/** The forms of a word looked up as it is: its numbers, its verb if it is a past tense, else its past tense. */
function forms(word: string): string[] {
  const past = verbs(word);
  const one = singular(word);
  return [...numbers(word), ...past.flatMap(numbers), ...(past.length ? [] : [`${one}ed`, `${one}d`])];
}

/** `depoly` → `edpoly`, `dpeoly`, `deoply`, …: a swap is one typo, but two edits for MiniSearch. */
function swaps(term: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i + 1 < term.length; i++) variants.push(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  return variants;
}

/**
 * Where one query term was found: per document, the best quality per field, the document terms, and
 * how relevant its text is next to the best text for the term (BM25: said often in a short section
 * beats said once in a long one).
 */
export interface Found {
  fields: Partial<Record<Field, number>>;
  terms: Set<string>;
  text: number;
}

/** Every field is searched; only the text counts in MiniSearch's own score, which gives `Found.text`. */
const TEXT_ONLY: SearchOptions = {
  boost: Object.fromEntries(FIELDS.map((field) => [field, field === 'content' ? 1 : 0])),
  weights: { fuzzy: 1, prefix: 1 },
  combineWith: 'OR',
  tokenize: (term) => [term],
};

/** One term in every document: exact, its other number, a swap, a typo, or (the last word) a prefix. */
function lookUpTerm(index: SearchIndex, term: string, prefix: boolean): Map<number, Found> {
  const cjk = isCjk(term);
  const typo = cjk ? 0 : allowedTypos(term);
  // A single Chinese character is found as the first of a pair; Latin words by prefix from 2 letters.
  const usePrefix = prefix && (cjk ? term.length === 1 : term.length >= 2);
  // The other number of the word (`plugins` → `plugin`, `tab` → `tabs`) and the swaps are looked up as they are.
  const exactly = cjk ? [] : [...new Set([...forms(term), ...(typo ? swaps(term) : [])])].filter((variant) => variant !== term);
  const results = [
    ...index.mini.search(term, { ...TEXT_ONLY, prefix: usePrefix, fuzzy: typo || false }),
    ...(exactly.length ? index.mini.search({ queries: exactly, ...TEXT_ONLY }) : []),
  ];
  const bestText = Math.max(0, ...results.map((result) => result.score));
  const found = new Map<number, Found>();
  for (const result of results) {
    for (const [docTerm, fields] of Object.entries(result.match)) {
      const q = quality(term, docTerm, usePrefix);
      if (!q) continue;
      let entry = found.get(result.id);
      if (!entry) found.set(result.id, (entry = { fields: {}, terms: new Set(), text: 0 }));
      entry.terms.add(docTerm);
      entry.text = Math.max(entry.text, bestText ? result.score / bestText : 0);
      for (const field of fields as Field[]) entry.fields[field] = Math.max(entry.fields[field] ?? 0, q);
    }
  }
  return found;
}

/**
 * Whether the docs have a Chinese word, from where its pairs were found: the pairs found must cover
 * most of its characters, and be more than one pair when it has more (`机器学习` is not `学习`,
 * `微服务` is not `服务`). A pair across two words of a query (`码示` in `代码示例`) is in no doc, so
 * pairs are not all needed.
 */
function inDocs(text: string, found: boolean[]): boolean {
  const pairsFound = found.filter(Boolean).length;
  const covered = [...text].filter((_, i) => found[i] || found[i - 1]).length;
  return covered * 2 > text.length && (pairsFound > 1 || found.length === 1);
}

/** Whether any doc has a term as it is. */
const inIndex = (index: SearchIndex, term: string) => index.mini.search(term, TEXT_ONLY).length > 0;

/**
 * Chinese has no spaces: a run of the query is cut where the docs have none of its pairs, as a pair
 * across two words (`改主` in `修改主题色` → `修改`, `主题色`), so each word weighs by its own rarity.
 * A character left alone is in no pair of the docs and is left out (`不` in `搜索不包含代码块`). A run
 * the docs do not have (`机器学习`) stays whole, for stage 1 to find nothing or a typo.
 */
export function cutChineseRuns(index: SearchIndex, qWords: QueryWord[]): QueryWord[] {
  const seen = new Set<string>();
  return qWords
    .flatMap((word) => {
      if (!word.cjk || word.stop || word.terms.length < 2) return [word];
      const found = word.terms.map((term) => inIndex(index, term));
      if (found.every(Boolean) || !inDocs(word.text, found)) return [word];
      const chars = [...word.text];
      const pieces: string[] = [];
      let start = 0;
      found.forEach((has, i) => {
        if (has) return;
        pieces.push(chars.slice(start, i + 1).join(''));
        start = i + 1;
      });
      pieces.push(chars.slice(start).join(''));
      return pieces.filter((piece) => piece.length > 1).map((piece) => ({ ...word, text: piece, terms: pairs(piece) }));
    })
    .filter((word) => !seen.has(word.text) && seen.add(word.text));
}

/** What one query word found: per term, the documents and how. */
export interface WordLookup {
  terms: string[];
  found: Map<number, Found>[];
  /** Found only as its identifier parts (`builder` … `config`). */
  parts: boolean;
  /** A Chinese word found with a typo: the word as the docs write it (`侧变栏` → `侧边栏`). */
  text?: string;
}

/**
 * How many docs (any field) have a Chinese word as written. Only a doc with all its pairs can: a word
 * written in a field stands in one run of Chinese, which the index holds as its pairs.
 */
function docsWith(index: SearchIndex, text: string): number {
  const withPairs = pairs(text)
    .map((pair) => new Set(index.mini.search(pair, TEXT_ONLY).map((result) => result.id as number)))
    .reduce((all, some) => new Set([...all].filter((id) => some.has(id))));
  return [...withPairs].filter((id) => index.text.written(id, text)).length;
}

/**
 * A Chinese word of three characters or more the docs do not have, read with one typo: one
 * character replaced (not the first, as in Latin words), where the word so read is written in the
 * docs; of several, the one the most docs write. Readers type Chinese by its sound, so the typo is a
 * character for another (`侧变栏` → `侧边栏`, `国际话` → `国际化`). Two characters are too few to tell.
 */
function chineseTypo(index: SearchIndex, text: string): string | undefined {
  const chars = [...text];
  if (chars.length < 3) return undefined;
  let best: { word: string; docs: number } | undefined;
  for (let i = 1; i < chars.length; i++) {
    // The characters that follow the one before in a pair of the docs.
    const next = new Set<string>();
    for (const result of index.mini.search(chars[i - 1], { ...TEXT_ONLY, prefix: true }))
      for (const term of Object.keys(result.match)) if (term.length === 2 && term[0] === chars[i - 1]) next.add(term[1]);
    next.delete(chars[i]);
    for (const char of next) {
      const word = [...chars.slice(0, i), char, ...chars.slice(i + 1)].join('');
      const docs = docsWith(index, word);
      if (docs > (best?.docs ?? 0)) best = { word, docs };
    }
  }
  return best?.word;
}

/** A Chinese word found with a typo counts as a typo where its replaced character is. */
function asTypo(found: Map<number, Found>): Map<number, Found> {
  for (const entry of found.values())
    for (const field in entry.fields) entry.fields[field as Field] = Math.min(entry.fields[field as Field]!, QUALITY.typo);
  return found;
}

/**
 * Stage 1: every term of every query word, looked up once. An identifier or flag is looked for as
 * typed; its parts stand in only where the docs never write it whole.
 */
export function lookUpWords(index: SearchIndex, qWords: QueryWord[]): WordLookup[] {
  const skip = fillers(qWords);
  return qWords.map((word, w) => {
    if (skip[w]) return { terms: word.terms, found: word.terms.map(() => new Map()), parts: false };
    const look = (term: string) => lookUpTerm(index, term, w === qWords.length - 1);
    const whole = word.terms.map(look);
    if (
      word.cjk &&
      !inDocs(
        word.text,
        whole.map((found) => found.size > 0),
      )
    ) {
      // Only a word known to be absent is read as a typo.
      const typo = index.text.settled(word.terms) ? chineseTypo(index, word.text) : undefined;
      if (!typo) return { terms: word.terms, found: word.terms.map(() => new Map()), parts: false };
      const terms = pairs(typo);
      const found = terms.map((term, i) => (term === word.terms[i] ? look(term) : asTypo(look(term))));
      return { terms, found, parts: false, text: typo };
    }
    if (word.parts.length && whole.every((found) => found.size === 0))
      return { terms: word.parts, found: word.parts.map(look), parts: true };
    return { terms: word.terms, found: whole, parts: false };
  });
}

/** The document terms each document matched, over every query word (for coverage and highlighting). */
export function matchedTerms(lookups: WordLookup[]): Map<number, Set<string>> {
  const matchedIn = new Map<number, Set<string>>();
  for (const { found } of lookups)
    for (const byDoc of found)
      for (const [docId, entry] of byDoc) {
        const set = matchedIn.get(docId) ?? new Set<string>();
        entry.terms.forEach((t) => set.add(t));
        matchedIn.set(docId, set);
      }
  return matchedIn;
}
