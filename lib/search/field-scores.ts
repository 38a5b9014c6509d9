import { squash, type QueryWord } from './tokenize';
import { WEIGHT, type Field, type SearchIndex, type ShortField } from './search-index';
import type { Found, WordLookup } from './lookup';

/** A term's score in each document that has it: document id → score. */
export type TermScores = Map<number, number>;

/** Two or more Latin words as a phrase: in order, with only spaces or punctuation between them, the last as a prefix. */
function phraseOf(words: QueryWord[]): RegExp | undefined {
  if (words.length < 2 || words.some((word) => word.cjk)) return undefined;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = words.map((word, i) => escape(word.text) + (i === words.length - 1 ? '[\\p{L}\\p{N}_]*' : '')).join('[^\\p{L}\\p{N}]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}`, 'iu');
}

/**
 * Stage 2: the best field score of each term in each document: the weight of the field × exact,
 * prefix or typo × how much of a short field the query covers (twice when it is the whole field) or,
 * in text, how relevant the text is. Words of the query that stand side by side in a text, as typed
 * (`search index`), count twice there. Returns, per query word, per term, the scores by document.
 */
export function fieldScores(
  index: SearchIndex,
  qWords: QueryWord[],
  lookups: WordLookup[],
  matchedIn: Map<number, Set<string>>,
  query: string,
): TermScores[][] {
  const wanted = squash(query);
  const phrase = phraseOf(qWords);
  const together = new Map<string, boolean>();
  const inPhrase = (docId: number, field: Field) => {
    const key = `${docId} ${field}`;
    if (!together.has(key)) together.set(key, phrase!.test(index.docs[docId][field] ?? ''));
    return together.get(key)!;
  };
  const factor = (docId: number, field: Field, entry: Found): number => {
    const side = phrase && (field === 'content' || field === 'description') && inPhrase(docId, field) ? 2 : 1;
    if (field === 'content') return (0.5 + 0.5 * entry.text) * side;
    const info = index.short[docId][field as ShortField];
    if (!info) return side;
    if (info.squashed === wanted) return 2;
    const matched = matchedIn.get(docId)!;
    // A word of the field counts in full when matched whole, in part by the share of its parts matched
    // (`hide` covers half of `hideNavbar`).
    const covered = info.terms.reduce((sum, [term, ...parts]) => {
      if (matched.has(term)) return sum + 1;
      return parts.length ? sum + parts.filter((part) => matched.has(part)).length / parts.length : sum;
    }, 0);
    return 0.5 + (0.5 * covered) / info.terms.length;
  };
  const weight = (docId: number, field: Field) =>
    field === 'heading' || field === 'parents' ? index.headingWeight[docId][field] : WEIGHT[field];
  return lookups.map(({ found }) =>
    found.map((byDoc) => {
      const scores: TermScores = new Map();
      for (const [docId, entry] of byDoc) {
        let top = 0;
        for (const field in entry.fields) {
          const f = field as Field;
          top = Math.max(top, weight(docId, f) * entry.fields[f]! * factor(docId, f, entry));
        }
        scores.set(docId, top);
      }
      return scores;
    }),
  );
}
