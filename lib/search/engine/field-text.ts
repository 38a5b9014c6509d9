import { covered, sameText, shortOf, type Doc, type ShortField } from './fields';

/** How much of a short field of a doc the terms it matched cover, of how many words. */
export interface Coverage {
  covered: number;
  words: number;
}

/** Two words of the query side by side (`search index`), as a field of a doc may have them. */
export interface Phrase {
  first: string;
  second: string;
  /** The second word is the query's last, so it may be typed in part. */
  last: boolean;
  /** The same, as a pattern on the field's text. */
  pattern: RegExp;
}

/**
 * What ranking asks about the text of the docs' fields, beyond the terms MiniSearch finds. The whole
 * index answers from the docs (`wholeFieldText`); the split index from the parts it has loaded
 * (lib/search/split/field-text.ts).
 */
export interface FieldText {
  /** The docs whose short fields are, squashed, `squashed` (a whole query): doc id → those fields. */
  sameAs(squashed: string): ReadonlyMap<number, readonly ShortField[]>;
  /** A short field of a doc the query matched, next to the terms it matched there and elsewhere (`covered`). */
  coverage(docId: number, field: ShortField, matched: ReadonlySet<string>): Coverage | undefined;
  /** Whether a field of a doc has a Chinese word as written. */
  written(docId: number, text: string): boolean;
  /** Whether a phrase of the query stands in the text or the description of a doc. */
  phrase(docId: number, field: 'content' | 'description', phrase: Phrase): boolean;
  /** Whether terms that no lookup found are known to be absent from the docs, not merely unread yet. */
  settled(terms: string[]): boolean;
}

/** The questions answered from every doc's fields. */
export function wholeFieldText(docs: Doc[]): FieldText {
  const short = docs.map(shortOf);
  let same: Map<string, Map<number, ShortField[]>> | undefined;
  return {
    sameAs: (squashed) => (same ??= sameText(short)).get(squashed) ?? new Map(),
    coverage: (docId, field, matched) => {
      const info = short[docId][field];
      return info && { covered: covered(info.terms, matched), words: info.terms.length };
    },
    written: (docId, text) => Object.values(docs[docId]).some((value) => typeof value === 'string' && value.includes(text)),
    phrase: (docId, field, phrase) => phrase.pattern.test(docs[docId][field] ?? ''),
    settled: () => true,
  };
}
