import MiniSearch from 'minisearch';
import { CJK_RUN, fieldTerms, identifierParts, isCjk, squash, tokenize, words } from './tokenize';
import { synonymsOf, type Synonyms } from './synonyms';
import type { SearchPage, SearchSection } from './types';

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

/** One page intro or section, as the search ranks and shows it. */
export interface SearchRecord {
  /** Index of the page in `SearchIndex.pages`. */
  page: number;
  section: SearchSection;
  url: string;
  /** Place in the site's reading order. */
  position: number;
}

export type Doc = { id: number } & Partial<Record<Field, string>>;

export interface ShortFieldInfo {
  /** Letters and digits only, to compare with the whole query. */
  squashed: string;
  /** The field's words, each with its identifier parts. */
  terms: string[][];
}

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

export interface SearchIndex {
  pages: SearchPage[];
  records: SearchRecord[];
  mini: Pick<MiniSearch<Doc>, 'search'>;
  /** Fields by document id: one document per record, then one per page (id `records.length + page`). */
  docs: Doc[];
  /** The docs whose short fields are, squashed, `squashed` (a whole query): doc id → those fields. */
  sameAs(squashed: string): ReadonlyMap<number, readonly ShortField[]>;
  /** A short field of a doc the query matched, next to the terms it matched there and elsewhere (`covered`). */
  coverage(docId: number, field: ShortField, matched: ReadonlySet<string>): Coverage | undefined;
  /** Weight of each record's heading and of its parent heading. */
  headingWeight: { heading: number; parents: number }[];
  /** Each page's intro record. */
  intro: number[];
  /** Whether the index holds all it has of these terms (a split index loads its shards on demand). */
  holds(terms: string[]): boolean;
  /** Whether a field of a doc has a Chinese word as written. */
  written(docId: number, text: string): boolean;
  /** Whether a phrase of the query stands in the text or the description of a doc. */
  phrase(docId: number, field: 'content' | 'description', phrase: Phrase): boolean;
  /** Readers' words for the docs' terms the pages use (lib/search/engine/synonyms.ts). */
  synonyms: Synonyms;
}

/** The document id of a page's own fields (title, file name, description, labels). */
export const pageDoc = (index: SearchIndex, page: number) => index.records.length + page;

/** A page's file name as a second, shorter title: `/guide/basic/auto-nav-sidebar/` → `auto nav sidebar`. */
export const slugOf = (url: string) => (url.replace(/\/$/, '').split('/').pop() ?? '').replace(/-/g, ' ');

/** Where a section is: its page's address with its anchor, the page's own for the intro. */
export const sectionUrl = (pageUrl: string, section: Pick<SearchSection, 'id'>) => (section.id ? `${pageUrl}#${section.id}` : pageUrl);

/** A section's headings as a doc's fields: its own, and those above it. */
export const headingFields = (path: string[]) => ({ heading: path.at(-1) ?? '', parents: path.slice(0, -1).join(' ') });

/**
 * A heading that several pages share (the Installation and Usage of every plugin page) tells them
 * apart less: its weight is divided by the square root of how many pages have it, never below text.
 */
export function headingWeights(records: SearchRecord[]): { heading: number; parents: number }[] {
  const pagesOf = new Map<string, Set<number>>();
  for (const record of records) {
    const heading = squash(record.section.path.at(-1) ?? '');
    if (heading) pagesOf.set(heading, (pagesOf.get(heading) ?? new Set()).add(record.page));
  }
  const weight = (heading: string | undefined, base: number) =>
    Math.max(WEIGHT.content, base / Math.sqrt(pagesOf.get(squash(heading ?? ''))?.size ?? 1));
  return records.map(({ section }) => ({
    heading: weight(section.path.at(-1), WEIGHT.heading),
    parents: weight(section.path.at(-2), WEIGHT.parents),
  }));
}

/**
 * The sentence that introduces a section under a heading with no Chinese (an option such as
 * `hideNavbar`) in Chinese text: it says in Chinese what the heading names (`控制何时隐藏导航栏`), so
 * it counts as the heading does. It is the first sentence of the text, from its first Chinese word
 * after the labels before it (`类型： … 默认值： 'never'`).
 */
export function leadSentence(section: SearchSection): string {
  const heading = section.path.at(-1) ?? '';
  if (!heading || isCjk(heading)) return '';
  const sentence = section.text.split(/[。！？]/)[0];
  const afterLabels = sentence.slice(sentence.lastIndexOf('：') + 1);
  // From its first Chinese word: the value of the last label (`'never'`) is not the sentence.
  const lead = afterLabels.slice(Math.max(0, afterLabels.search(CJK_RUN)));
  // Chinese prose, not an English sentence quoting a Chinese word.
  const chinese = lead.match(CJK_RUN)?.join('').length ?? 0;
  return chinese > (lead.match(/[a-z]/gi)?.length ?? 0) ? lead.trim() : '';
}

/** How the index is built, and rebuilt from its shards (lib/search/split/sharded-index.ts). */
export const MINI_OPTIONS = { idField: 'id', fields: FIELDS, tokenize, processTerm: (term: string) => term };

/** One page's records (ids from `first`) with the docs of their sections, and the doc of the page's own fields. */
export function pageParts(page: SearchPage, p: number, first: number, pageDocId: number) {
  const records: SearchRecord[] = [];
  const docs: Doc[] = [];
  let intro: number | undefined;
  page.sections.forEach((section, i) => {
    const id = first + i;
    if (!section.id) intro ??= id;
    records.push({ page: p, section, url: sectionUrl(page.url, section), position: id });
    docs.push({ id, ...headingFields(section.path), lead: leadSentence(section), content: section.text });
  });
  const pageDoc: Doc = {
    id: pageDocId,
    title: page.title,
    slug: slugOf(page.url),
    description: page.description,
    labels: page.labels.join(' '),
    ...(page.opens?.section ? { nav: page.opens.section } : {}),
    ...(page.opens?.groups.length ? { group: page.opens.groups.join(' ') } : {}),
  };
  return { records, docs, pageDoc, intro };
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

/** The first record of each page, and the number of records. */
export function recordStarts(pages: SearchPage[]): { first: number[]; recordCount: number } {
  const first: number[] = [];
  let next = 0;
  for (const page of pages) {
    first.push(next);
    next += page.sections.length;
  }
  return { first, recordCount: next };
}

/** Indexes the search file of one language: one document per section, one per page. */
export function createIndex(pages: SearchPage[]): SearchIndex {
  const { first, recordCount } = recordStarts(pages);
  const parts = pages.map((page, p) => pageParts(page, p, first[p], recordCount + p));
  const records = parts.flatMap((part) => part.records);
  const docs = [...parts.flatMap((part) => part.docs), ...parts.map((part) => part.pageDoc)];
  const intro = parts.map((part) => part.intro!);

  const mini = new MiniSearch<Doc>(MINI_OPTIONS);
  mini.addAll(docs);
  const short = docs.map(shortOf);
  let same: Map<string, Map<number, ShortField[]>> | undefined;
  return {
    pages,
    records,
    mini,
    docs,
    sameAs: (squashed) => (same ??= sameText(short)).get(squashed) ?? new Map(),
    coverage: (docId, field, matched) => {
      const info = short[docId][field];
      return info && { covered: covered(info.terms, matched), words: info.terms.length };
    },
    headingWeight: headingWeights(records),
    intro,
    holds: () => true,
    written: (docId, text) => Object.values(docs[docId]).some((value) => typeof value === 'string' && value.includes(text)),
    phrase: (docId, field, phrase) => phrase.pattern.test(docs[docId][field] ?? ''),
    synonyms: synonymsOf(pages),
  };
}
