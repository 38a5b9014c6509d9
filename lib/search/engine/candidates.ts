import type { QueryWord } from './tokenize';
import { pageDoc, type SearchIndex, type SearchRecord } from './search-index';
import type { WordLookup } from './lookup';
import type { TermScores } from './field-scores';

/** An identifier found only as separate parts (`builder` … `config`), or a Chinese word only in pieces. */
const SCATTERED = 0.75;

/** A word's score in some documents and the share of it found (a Chinese run may be found in part). */
export interface WordScore {
  score: number;
  share: number;
}
const NONE: WordScore = { score: 0, share: 0 };

/** A record that may be shown, with each query word's score in it. */
export interface Candidate {
  id: number;
  record: SearchRecord;
  /** Each word in the record together with its page's own fields. */
  all: WordScore[];
  /** Each word in what the record matches itself (for a page intro: with the page's title and description). */
  own: WordScore[];
  /** Each word in the page's own fields. */
  page: WordScore[];
  /** The document terms matched in this record and its page, for highlighting. */
  terms: string[];
}

/**
 * One word in a set of documents (a record, its page, or both): its best term. A Chinese word is a run
 * of character pairs: found as written (inside one field) it counts in full; found in pieces, less;
 * found in part, in part.
 */
function wordScore(index: SearchIndex, word: QueryWord, lookup: WordLookup, scores: TermScores[], docIds: number[]): WordScore {
  const termBest = scores.map((byDoc) => Math.max(0, ...docIds.map((docId) => byDoc.get(docId) ?? 0)));
  if (!word.cjk) {
    const score = lookup.parts ? Math.min(...termBest) * SCATTERED : termBest[0];
    return score > 0 ? { score, share: 1 } : NONE;
  }
  const text = lookup.text ?? word.text;
  const chars = text.length;
  let covered = 0;
  for (let i = 0; i < chars; i++) if ((termBest[i] ?? 0) > 0 || (termBest[i - 1] ?? 0) > 0) covered++;
  if (covered === 0) return NONE;
  const found = termBest.filter((s) => s > 0);
  const mean = found.reduce((a, b) => a + b, 0) / found.length;
  // Found at all, a word of one or two characters is written as such: its one term is the word.
  const asWritten = chars <= 2 || docIds.some((docId) => index.text.written(docId, text));
  if (covered === chars && asWritten) return { score: mean, share: 1 };
  return { score: mean * SCATTERED * (covered / chars), share: covered / chars };
}

/**
 * Stage 3: the candidates, every record that matched something itself and the intro of every page
 * that did, each with every word scored in the record, in its page, and in both.
 */
export function scoreCandidates(
  index: SearchIndex,
  qWords: QueryWord[],
  lookups: WordLookup[],
  scores: TermScores[][],
  matchedIn: Map<number, Set<string>>,
): Candidate[] {
  const recordCount = index.records.length;
  const score = (docIds: number[]) => qWords.map((word, w) => wordScore(index, word, lookups[w], scores[w], docIds));
  const ids = new Set<number>();
  for (const docId of matchedIn.keys()) ids.add(docId < recordCount ? docId : index.intro[docId - recordCount]);
  const pageScores = new Map<number, WordScore[]>();
  return [...ids].map((id) => {
    const record = index.records[id];
    const page = pageDoc(index, record.page);
    if (!pageScores.has(page)) pageScores.set(page, score([page]));
    const all = score([id, page]);
    return {
      id,
      record,
      all,
      own: index.intro[record.page] === id ? all : score([id]),
      page: pageScores.get(page)!,
      terms: [...(matchedIn.get(id) ?? []), ...(matchedIn.get(page) ?? [])],
    };
  });
}
