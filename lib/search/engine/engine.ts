import { fillers, queryWords } from './tokenize';
import type { SearchIndex, SearchRecord } from './search-index';
import { cutChineseRuns, lookUpWords, matchedTerms } from './lookup';
import { fieldScores } from './field-scores';
import { scoreCandidates } from './candidates';
import { rankPages, shownBy, wordRarity } from './rank';
import { headVariants, mergeRankings, queryVariants } from './synonyms';

/** Input is capped like the dialog's input. */
export const MAX_QUERY_LENGTH = 64;

export interface RankedRecord {
  record: SearchRecord;
  /** Rank of the record's page: the best record of the page decides it. */
  score: number;
  /** What the record itself matched (for a page intro: with the page's title and description). */
  own: number;
  /** The document terms matched in this record and its page, for highlighting. */
  terms: string[];
  /** What shows why a section matched: its headings, or its text (then the dialog shows a snippet). */
  shownBy: 'headings' | 'text';
}

/**
 * Page-aware ranking, as a list of pure stages: look every query term up, score each term in each
 * field of each document, score each word in the candidate records and their pages, weigh the words
 * by rarity, then rank pages by their best record and records inside each page. A query with a
 * reader's word for a docs' term (lib/search/engine/synonyms.ts) is also ranked with the term, and each page
 * shows where it ranks best.
 */
export function searchIndex(index: SearchIndex, query: string, limit = 20, perPage = 5): RankedRecord[] {
  const q = query.slice(0, MAX_QUERY_LENGTH).trim();
  const rank = (text: string) => rankQuery(index, text, limit, perPage);
  const typed = rank(q);
  const variants = queryVariants(q, index.synonyms);
  const found = mergeRankings(
    [{ hits: typed, weight: 1 }, ...variants.map((variant) => ({ hits: rank(variant), weight: SYNONYM_WEIGHT }))],
    limit,
    perPage,
  );
  if (found.length > 0) return found;
  // Nothing at all: a Chinese word the docs do not have, read by its head.
  return mergeRankings(
    headVariants(q, index.synonyms).map((variant) => ({ hits: rank(variant), weight: SYNONYM_WEIGHT })),
    limit,
    perPage,
  );
}

/** A page found only by the docs' term counts a little less than one found by the words as typed. */
export const SYNONYM_WEIGHT = 0.9;

/** One query through the stages. */
function rankQuery(index: SearchIndex, q: string, limit: number, perPage: number): RankedRecord[] {
  const qWords = cutChineseRuns(index, queryWords(q));
  if (qWords.length === 0) return [];
  const lookups = lookUpWords(index, qWords);
  const matched = matchedTerms(lookups);
  const scores = fieldScores(index, qWords, lookups, matched, q);
  const candidates = scoreCandidates(index, qWords, lookups, scores, matched);
  const idf = wordRarity(index.pages.length, candidates, fillers(qWords));
  return rankPages(candidates, idf, limit, perPage).map(({ id, ...ranked }) => ({ ...ranked, shownBy: shownBy(lookups, id) }));
}
