import MiniSearch, { type SearchOptions } from 'minisearch';
import { fieldTerms, identifierParts, isCjk, queryWords, squash, tokenize, words, type QueryWord } from './tokenize';
import { allowedTypos, typos } from './typo';
import type { SearchPage, SearchSection } from './types';

/** Input is capped like the dialog's input (spec §5). */
export const MAX_QUERY_LENGTH = 64;

/**
 * What a word found in each place of a page is worth: the page title (lvl1) above its headings
 * (lvl2–lvl4) above its text, as in DocSearch's hierarchy. The file name (`auto-nav-sidebar`) is a
 * second, shorter title; the frontmatter description says what the whole page is about; the sidebar
 * and nav labels name the part of the site it belongs to.
 */
const WEIGHT = { title: 8, slug: 6, heading: 4, description: 3, parents: 3, labels: 2, content: 1 } as const;
type Field = keyof typeof WEIGHT;
const FIELDS = Object.keys(WEIGHT) as Field[];
/** Short fields: a match covering more of the field counts more, the whole field (`rspress build`) twice. */
const SHORT_FIELDS = ['title', 'slug', 'heading', 'parents'] as const satisfies Field[];
type ShortField = (typeof SHORT_FIELDS)[number];

/** Exact (or the other number: `plugins`, `plugin`) above prefix (the last word, as typed so far) above typo. */
const QUALITY = { exact: 1, prefix: 0.75, typo: 0.5 } as const;
/** An identifier found only as separate parts (`builder` … `config`), or a Chinese word only in pieces. */
const SCATTERED = 0.75;

/** One page intro or section, as the search ranks and shows it. */
export interface SearchRecord {
  /** Index of the page in `SearchIndex.pages`. */
  page: number;
  section: SearchSection;
  url: string;
  /** Place in the site's reading order. */
  position: number;
}

type Doc = { id: number } & Partial<Record<Field, string>>;

interface ShortFieldInfo {
  /** Letters and digits only, to compare with the whole query. */
  squashed: string;
  /** The field's words, each with its identifier parts. */
  terms: string[][];
}

export interface SearchIndex {
  pages: SearchPage[];
  records: SearchRecord[];
  mini: MiniSearch<Doc>;
  /** Fields by document id: one document per record, then one per page (id `records.length + page`). */
  docs: Doc[];
  short: Partial<Record<ShortField, ShortFieldInfo>>[];
  /** Weight of each record's heading and of its parent heading. */
  headingWeight: { heading: number; parents: number }[];
  /** Each page's intro record. */
  intro: number[];
}

const slugOf = (url: string) => url.replace(/\/$/, '').split('/').pop() ?? '';

/**
 * A heading that several pages share (the Installation and Usage of every plugin page) tells them
 * apart less: its weight is divided by the square root of how many pages have it, never below text.
 */
function headingWeights(records: SearchRecord[]): { heading: number; parents: number }[] {
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

export function createIndex(pages: SearchPage[]): SearchIndex {
  const records: SearchRecord[] = [];
  const docs: Doc[] = [];
  const intro: number[] = [];
  pages.forEach((page, p) =>
    page.sections.forEach((section) => {
      const id = records.length;
      if (!section.id) intro[p] ??= id;
      records.push({ page: p, section, url: section.id ? `${page.url}#${section.id}` : page.url, position: id });
      docs.push({ id, heading: section.path.at(-1) ?? '', parents: section.path.slice(0, -1).join(' '), content: section.text });
    }),
  );
  pages.forEach((page, p) =>
    docs.push({
      id: records.length + p,
      title: page.title,
      slug: slugOf(page.url).replace(/-/g, ' '),
      description: page.description,
      labels: page.labels.join(' '),
    }),
  );

  const mini = new MiniSearch<Doc>({ idField: 'id', fields: FIELDS, tokenize, processTerm: (term) => term });
  mini.addAll(docs);

  const short = docs.map((doc) =>
    Object.fromEntries(
      SHORT_FIELDS.filter((field) => doc[field]).map((field) => [
        field,
        {
          squashed: squash(doc[field]!),
          terms: words(doc[field]!).flatMap((w) => fieldTerms(w).map((term) => [term, ...(isCjk(w) ? [] : identifierParts(w))])),
        },
      ]),
    ),
  );
  return { pages, records, mini, docs, short, headingWeight: headingWeights(records), intro };
}

/**
 * Harman's S-stemmer: `plugins` → `plugin`, `libraries` → `library`, `caches` → `cache`, so a plural
 * and its singular match as the same word.
 */
export function singular(word: string): string {
  if (word.length <= 3 || isCjk(word)) return word;
  if (/[^ae]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/[^aeo]es$/.test(word)) return word.slice(0, -1);
  if (/[^us]s$/.test(word)) return word.slice(0, -1);
  return word;
}

function quality(term: string, docTerm: string, prefix: boolean): number {
  if (docTerm === term || singular(docTerm) === singular(term)) return QUALITY.exact;
  if (prefix && docTerm.startsWith(term)) return QUALITY.prefix;
  const allowed = isCjk(term) ? 0 : allowedTypos(term);
  if (allowed && Math.abs(term.length - docTerm.length) <= allowed && typos(term, docTerm) <= allowed) return QUALITY.typo;
  return 0;
}

/** A word's singular and plural forms, by the S-stemmer's rules read backwards. */
function numbers(word: string): string[] {
  const one = singular(word);
  return [...new Set([one, `${one}s`, `${one}es`, one.endsWith('y') ? `${one.slice(0, -1)}ies` : one])];
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
interface Found {
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

function lookUp(index: SearchIndex, term: string, prefix: boolean): Map<number, Found> {
  const cjk = isCjk(term);
  const typo = cjk ? 0 : allowedTypos(term);
  // A single Chinese character is found as the first of a pair; Latin words by prefix from 2 letters.
  const usePrefix = prefix && (cjk ? term.length === 1 : term.length >= 2);
  // The other number of the word (`plugins` → `plugin`, `tab` → `tabs`) and the swaps are looked up as they are.
  const exactly = cjk ? [] : [...numbers(term), ...(typo ? swaps(term) : [])].filter((variant) => variant !== term);
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

/** Two or more Latin words as a phrase: in order, with only spaces or punctuation between them, the last as a prefix. */
function phraseOf(words: QueryWord[]): RegExp | undefined {
  if (words.length < 2 || words.some((word) => word.cjk)) return undefined;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = words.map((word, i) => escape(word.text) + (i === words.length - 1 ? '[\\p{L}\\p{N}_]*' : '')).join('[^\\p{L}\\p{N}]+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}`, 'iu');
}

/** A word's score in some documents and the share of it found (a Chinese run may be found in part). */
interface WordScore {
  score: number;
  share: number;
}
const NONE: WordScore = { score: 0, share: 0 };

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
 * Page-aware ranking. Each query word scores, in each record, the best of: the weight of the place it
 * was found × exact/prefix/typo × how much of a short field it covers (twice when it is the whole
 * field) or, in text, how relevant the text is; words found on the page (title, file name,
 * description, labels) count for every record of that page. Words are weighted by how rare they are
 * across pages (BM25's idf), and a record missing some words keeps the square of the share it has.
 * Pages are ordered by their best record, ties going to the page whose own title and description
 * match, then to reading order. Inside a page, at most `perPage` records that match something
 * themselves, best first; of equal records, the one that matches more itself (the intro, for a title
 * match), then the first in the page.
 */
export function searchIndex(index: SearchIndex, query: string, limit = 20, perPage = 5): RankedRecord[] {
  const q = query.slice(0, MAX_QUERY_LENGTH).trim();
  const qWords = queryWords(q);
  if (qWords.length === 0) return [];
  const recordCount = index.records.length;
  const pageDoc = (page: number) => recordCount + page;
  const wanted = squash(q);

  // 1. Look every term up once. An identifier or flag is looked for as typed; its parts stand in only
  // where the docs never write it whole.
  const lookups = qWords.map((word, w) => {
    const look = (term: string) => lookUp(index, term, w === qWords.length - 1);
    const whole = word.terms.map(look);
    if (word.parts.length && whole.every((found) => found.size === 0))
      return { terms: word.parts, found: word.parts.map(look), parts: true };
    return { terms: word.terms, found: whole, parts: false };
  });
  const matchedIn = new Map<number, Set<string>>();
  for (const { found } of lookups)
    for (const byDoc of found)
      for (const [docId, entry] of byDoc) {
        const set = matchedIn.get(docId) ?? new Set<string>();
        entry.terms.forEach((t) => set.add(t));
        matchedIn.set(docId, set);
      }

  // 2. The best field score of each term in each document. Words of the query that stand side by side
  // in a text, as typed (`search index`), count twice there.
  const phrase = phraseOf(qWords);
  const together = new Map<string, boolean>();
  const inPhrase = (docId: number, field: Field) => {
    const key = `${docId} ${field}`;
    if (!together.has(key)) together.set(key, phrase!.test(index.docs[docId][field] ?? ''));
    return together.get(key)!;
  };
  const fieldFactor = (docId: number, field: Field, entry: Found): number => {
    const side = phrase && (field === 'content' || field === 'description') && inPhrase(docId, field) ? 2 : 1;
    if (field === 'content') return (0.5 + 0.5 * entry.text) * side;
    const info = index.short[docId][field as ShortField];
    if (!info) return side;
    if (info.squashed === wanted) return 2;
    const matched = matchedIn.get(docId)!;
    const covered = info.terms.filter((alternatives) => alternatives.some((t) => matched.has(t))).length;
    return 0.5 + (0.5 * covered) / info.terms.length;
  };
  const weight = (docId: number, field: Field) =>
    field === 'heading' || field === 'parents' ? index.headingWeight[docId][field] : WEIGHT[field];
  const best = lookups.map(({ found }) =>
    found.map((byDoc) => {
      const scores = new Map<number, number>();
      for (const [docId, entry] of byDoc) {
        let top = 0;
        for (const field in entry.fields) {
          const f = field as Field;
          top = Math.max(top, weight(docId, f) * entry.fields[f]! * fieldFactor(docId, f, entry));
        }
        scores.set(docId, top);
      }
      return scores;
    }),
  );

  // 3. Each word in a set of documents (a record, its page, or both).
  const phraseIn = (docIds: number[], run: string) =>
    docIds.some((docId) => Object.values(index.docs[docId]).some((value) => typeof value === 'string' && value.includes(run)));
  const wordScore = (w: number, docIds: number[]): WordScore => {
    const termBest = best[w].map((scores) => Math.max(0, ...docIds.map((docId) => scores.get(docId) ?? 0)));
    const word = qWords[w];
    if (!word.cjk) {
      const score = lookups[w].parts ? Math.min(...termBest) * SCATTERED : termBest[0];
      return score > 0 ? { score, share: 1 } : NONE;
    }
    const chars = word.text.length;
    let covered = 0;
    for (let i = 0; i < chars; i++) if ((termBest[i] ?? 0) > 0 || (termBest[i - 1] ?? 0) > 0) covered++;
    if (covered === 0) return NONE;
    const found = termBest.filter((s) => s > 0);
    const mean = found.reduce((a, b) => a + b, 0) / found.length;
    // Found as written (inside one field) counts in full; found in pieces, less; found in part, in part.
    if (covered === chars && phraseIn(docIds, word.text)) return { score: mean, share: 1 };
    return { score: mean * SCATTERED * (covered / chars), share: covered / chars };
  };

  /** A section's headings show its match when some word is in them and none is only in its text. */
  const shownBy = (id: number): RankedRecord['shownBy'] => {
    const fieldsOf = (w: number) => lookups[w].found.flatMap((byDoc) => Object.keys(byDoc.get(id)?.fields ?? {}));
    const words = qWords.map((_, w) => fieldsOf(w));
    const inHeadings = (fields: string[]) => fields.includes('heading') || fields.includes('parents');
    return words.some(inHeadings) && !words.some((fields) => fields.includes('content') && !inHeadings(fields)) ? 'headings' : 'text';
  };

  // 4. Candidates: every record that matched something itself, and the intro of every page that did.
  const candidates = new Set<number>();
  for (const docId of matchedIn.keys()) candidates.add(docId < recordCount ? docId : index.intro[docId - recordCount]);
  const pageScores = new Map<number, WordScore[]>();
  const scored = [...candidates].map((id) => {
    const record = index.records[id];
    const page = pageDoc(record.page);
    if (!pageScores.has(page))
      pageScores.set(
        page,
        qWords.map((_, w) => wordScore(w, [page])),
      );
    const all = qWords.map((_, w) => wordScore(w, [id, page]));
    return {
      id,
      record,
      all,
      own: index.intro[record.page] === id ? all : qWords.map((_, w) => wordScore(w, [id])),
      page: pageScores.get(page)!,
      terms: [...(matchedIn.get(id) ?? []), ...(matchedIn.get(page) ?? [])],
    };
  });

  // 5. How rare each word is: BM25's idf over the pages where it was found.
  const pageCount = index.pages.length;
  const idf = qWords.map((_, w) => {
    const pagesFound = new Set(scored.filter((s) => s.all[w].share > 0).map((s) => s.record.page)).size;
    return Math.log(1 + (pageCount - pagesFound + 0.5) / (pagesFound + 0.5));
  });
  const totalIdf = idf.reduce((a, b) => a + b, 0);
  const combine = (scores: WordScore[]) => {
    const share = scores.reduce((sum, s, w) => sum + s.share * idf[w], 0) / totalIdf;
    return scores.reduce((sum, s, w) => sum + s.score * idf[w], 0) * share * share;
  };

  // 6. Pages by their best record; records inside a page by what they match themselves.
  const byPage = new Map<number, (Omit<RankedRecord, 'shownBy'> & { id: number; evidence: number })[]>();
  for (const s of scored) {
    const own = combine(s.own);
    if (own <= 0) continue;
    const list = byPage.get(s.record.page) ?? [];
    list.push({
      record: s.record,
      score: combine(s.all),
      own,
      evidence: combine(s.page),
      terms: [...new Set(s.terms)],
      id: s.id,
    });
    byPage.set(s.record.page, list);
  }
  return [...byPage]
    .map(([page, list]) => ({
      page,
      best: Math.max(...list.map((r) => r.score)),
      evidence: list[0].evidence,
      list: list.sort((a, b) => b.score - a.score || b.own - a.own || a.record.position - b.record.position).slice(0, perPage),
    }))
    .sort((a, b) => b.best - a.best || b.evidence - a.evidence || a.page - b.page)
    .flatMap(({ best: score, list }) => list.map(({ id, record, own, terms }) => ({ id, record, score, own, terms })))
    .slice(0, limit)
    .map(({ id, ...ranked }) => ({ ...ranked, shownBy: shownBy(id) }));
}
