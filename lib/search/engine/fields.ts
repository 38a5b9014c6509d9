import { fieldTerms, identifierParts, isCjk, squash, words } from './tokenize';

/**
 * What a word found in each place of a page is worth: the page title (lvl1) above its headings
 * (lvl2–lvl4) above its text, as in DocSearch's hierarchy. The file name (`auto-nav-sidebar`) is a
 * second, shorter title; the frontmatter description says what the whole page is about; the sidebar
 * and nav labels name the part of the site it belongs to. The first page of a nav section or sidebar
 * group (`nav`, `group`) is where a reader who names the section lands, so its label is a second
 * title of that page (`Official Plugins` of its Overview page).
 */
export const WEIGHT = {
  title: 8,
  slug: 6,
  nav: 6,
  group: 6,
  heading: 4,
  description: 3,
  parents: 3,
  lead: 4,
  labels: 2,
  content: 1,
} as const;
export type Field = keyof typeof WEIGHT;
export const FIELDS = Object.keys(WEIGHT) as Field[];
/** Short fields: a match covering more of the field counts more, the whole field (`rspress build`) twice. */
export const SHORT_FIELDS = ['title', 'slug', 'nav', 'group', 'heading', 'parents', 'lead'] as const satisfies Field[];
export type ShortField = (typeof SHORT_FIELDS)[number];

export type Doc = { id: number } & Partial<Record<Field, string>>;

export interface ShortFieldInfo {
  /** Letters and digits only, to compare with the whole query. */
  squashed: string;
  /** The field's words, each with its identifier parts. */
  terms: string[][];
}

/** What a doc's short fields are made of, to compare with the query. */
export function shortOf(doc: Doc): Partial<Record<ShortField, ShortFieldInfo>> {
  return Object.fromEntries(
    SHORT_FIELDS.filter((field) => doc[field]).map((field) => [
      field,
      {
        squashed: squash(doc[field]!),
        terms: words(doc[field]!).flatMap((w) => fieldTerms(w).map((term) => [term, ...(isCjk(w) ? [] : identifierParts(w))])),
      },
    ]),
  );
}

/**
 * How many words of a short field the matched terms cover: a word matched whole in full, an identifier
 * by the share of its parts matched (`hide` covers half of `hideNavbar`).
 */
export function covered(terms: string[][], matched: ReadonlySet<string>): number {
  return terms.reduce((sum, [term, ...parts]) => {
    if (matched.has(term)) return sum + 1;
    return parts.length ? sum + parts.filter((part) => matched.has(part)).length / parts.length : sum;
  }, 0);
}

/** Short fields by their squashed text: squashed → doc id → fields. */
export function sameText(short: Partial<Record<ShortField, ShortFieldInfo>>[]): Map<string, Map<number, ShortField[]>> {
  const bySquashed = new Map<string, Map<number, ShortField[]>>();
  short.forEach((fields, docId) => {
    for (const [field, { squashed }] of Object.entries(fields) as [ShortField, ShortFieldInfo][]) {
      if (!squashed) continue;
      const docs = bySquashed.get(squashed) ?? new Map<number, ShortField[]>();
      docs.set(docId, [...(docs.get(docId) ?? []), field]);
      bySquashed.set(squashed, docs);
    }
  });
  return bySquashed;
}
