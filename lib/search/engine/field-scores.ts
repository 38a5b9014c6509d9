import { fillers, squash, type QueryWord } from './tokenize';
import { SHORT_FIELDS, WEIGHT, type Field, type ShortField } from './fields';
import type { Phrase } from './field-text';
import type { SearchIndex } from './search-index';
import type { Found, WordLookup } from './lookup';

const isShort = (field: Field): field is ShortField => (SHORT_FIELDS as readonly Field[]).includes(field);

/** A term's score in each document that has it: document id → score. */
export type TermScores = Map<number, number>;

/**
 * Two Latin words of the query next to each other as a phrase: in order, with only spaces or
 * punctuation between them, the last word of the query as a prefix. Filler words take no part
 * (`change the brand color` has `brand color`).
 */
function phrasesOf(words: QueryWord[]): { pair: [number, number]; phrase: Phrase }[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const skip = fillers(words);
  const phrases: { pair: [number, number]; phrase: Phrase }[] = [];
  for (let w = 1; w < words.length; w++) {
    const [a, b] = [words[w - 1], words[w]];
    if (a.cjk || b.cjk || skip[w - 1] || skip[w]) continue;
    const last = w === words.length - 1 ? '[\\p{L}\\p{N}_]*' : '(?![\\p{L}\\p{N}])';
    phrases.push({
      pair: [w - 1, w],
      phrase: {
        first: a.text,
        second: b.text,
        last: w === words.length - 1,
        pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(a.text)}[^\\p{L}\\p{N}]+${escape(b.text)}${last}`, 'iu'),
      },
    });
  }
  return phrases;
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
  // Asked first, whatever is found: a split index loads its part with the terms' shards.
  const whole = index.text.sameAs(squash(query));
  const phrases = phrasesOf(qWords);
  const together = new Map<string, boolean>();
  /** Whether word `w` stands in a phrase of the query in a field. */
  const inPhrase = (w: number, docId: number, field: Field) =>
    phrases.some(({ pair, phrase }, p) => {
      if (!pair.includes(w)) return false;
      const key = `${p} ${docId} ${field}`;
      if (!together.has(key)) together.set(key, index.text.phrase(docId, field as 'content' | 'description', phrase));
      return together.get(key)!;
    });
  const factor = (w: number, docId: number, field: Field, entry: Found): number => {
    const side = (field === 'content' || field === 'description') && inPhrase(w, docId, field) ? 2 : 1;
    if (field === 'content') return (0.5 + 0.5 * entry.text) * side;
    // Only a short field is compared with the query: a split index ranks from its shards alone.
    const info = isShort(field) ? index.text.coverage(docId, field, matchedIn.get(docId)!) : undefined;
    if (!info) return side;
    if (whole.get(docId)?.includes(field as ShortField)) return 2;
    return 0.5 + (0.5 * info.covered) / info.words;
  };
  const weight = (docId: number, field: Field) =>
    field === 'heading' || field === 'parents' ? index.headingWeight[docId][field] : WEIGHT[field];
  return lookups.map(({ found }, w) =>
    found.map((byDoc) => {
      const scores: TermScores = new Map();
      for (const [docId, entry] of byDoc) {
        let top = 0;
        for (const field in entry.fields) {
          const f = field as Field;
          top = Math.max(top, weight(docId, f) * entry.fields[f]! * factor(w, docId, f, entry));
        }
        scores.set(docId, top);
      }
      return scores;
    }),
  );
}
