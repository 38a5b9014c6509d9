import MiniSearch from 'minisearch';
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
const PAGE_FIELDS = ['title', 'slug', 'description', 'labels'] as const satisfies Field[];
const SECTION_FIELDS = ['heading', 'parents', 'content'] as const satisfies Field[];
/** Short fields: a match covering more of the field counts more, the whole field (`rspress build`) twice. */
const SHORT_FIELDS = new Set<Field>(['title', 'slug', 'heading', 'parents']);

/** Exact above prefix (the last word, as typed so far) above typo. */
const QUALITY = { exact: 1, prefix: 0.75, typo: 0.5 } as const;
/** An identifier found only as separate parts (`builder` … `config`), or a Chinese word only as scattered pairs. */
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

interface Doc {
  id: number;
  title?: string;
  slug?: string;
  description?: string;
  labels?: string;
  heading?: string;
  parents?: string;
  content?: string;
}

export interface SearchIndex {
  pages: SearchPage[];
  records: SearchRecord[];
  mini: MiniSearch<Doc>;
  /** Fields by document id (records first, then one document per page). */
  docs: Doc[];
  /** How many pages have a heading with the same text: a heading every plugin page has (Installation) tells none apart. */
  recurrence: Map<string, number>;
  /** Each short field of a document as words, each word with its identifier parts. */
  shortTerms: Map<number, Partial<Record<Field, string[][]>>>;
}

const slugOf = (url: string) => url.replace(/\/$/, '').split('/').pop() ?? '';

export function createIndex(pages: SearchPage[]): SearchIndex {
  const records: SearchRecord[] = [];
  const docs: Doc[] = [];
  pages.forEach((page, p) =>
    page.sections.forEach((section) => {
      const id = records.length;
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

  const mini = new MiniSearch<Doc>({
    idField: 'id',
    fields: [...PAGE_FIELDS, ...SECTION_FIELDS],
    tokenize,
    processTerm: (term) => term,
    searchOptions: { tokenize: (term) => [term] },
  });
  mini.addAll(docs);

  const headingPages = new Map<string, Set<number>>();
  for (const record of records) {
    const heading = squash(record.section.path.at(-1) ?? '');
    if (heading) headingPages.set(heading, (headingPages.get(heading) ?? new Set()).add(record.page));
  }
  const recurrence = new Map([...headingPages].map(([heading, set]) => [heading, set.size]));

  const shortTerms = new Map<number, Partial<Record<Field, string[][]>>>();
  for (const doc of docs) {
    const fields: Partial<Record<Field, string[][]>> = {};
    for (const field of SHORT_FIELDS) {
      const text = doc[field];
      if (text) fields[field] = words(text).flatMap((w) => fieldTerms(w).map((term) => [term, ...(isCjk(w) ? [] : identifierParts(w))]));
    }
    shortTerms.set(doc.id, fields);
  }
  return { pages, records, mini, docs, recurrence, shortTerms };
}

/**
 * Where one query term was found: per document, the best quality per field, the document terms, and
 * how relevant the text is compared with the best text for the term (BM25: repeated in a short
 * section beats mentioned once in a long one).
 */
type TermMatches = Map<number, { fields: Partial<Record<Field, number>>; terms: Set<string>; text: number }>;

function quality(term: string, docTerm: string, prefix: boolean): number {
  if (docTerm === term) return QUALITY.exact;
  if (prefix && docTerm.startsWith(term)) return QUALITY.prefix;
  if (!isCjk(term) && typos(term, docTerm) <= allowedTypos(term)) return QUALITY.typo;
  return 0;
}

function lookUp(index: SearchIndex, term: string, prefix: boolean): TermMatches {
  const cjk = isCjk(term);
  const typo = cjk ? 0 : allowedTypos(term);
  // A single Chinese character is found as the first of a pair; Latin words by prefix from 2 letters.
  const usePrefix = prefix && (cjk ? term.length === 1 : term.length >= 2);
  const found: TermMatches = new Map();
  // MiniSearch finds the candidates by Levenshtein distance; a swap is two edits there, one typo here.
  const options = { prefix: usePrefix, fuzzy: typo ? typo + 1 : false, combineWith: 'OR' } as const;
  const text = new Map(index.mini.search(term, { ...options, fields: ['content'] }).map((result) => [result.id as number, result.score]));
  const bestText = Math.max(0, ...text.values());
  for (const result of index.mini.search(term, options)) {
    for (const [docTerm, fields] of Object.entries(result.match)) {
      const q = quality(term, docTerm, usePrefix);
      if (!q) continue;
      const entry = found.get(result.id) ?? { fields: {}, terms: new Set<string>(), text: (text.get(result.id) ?? 0) / bestText };
      found.set(result.id, entry);
      entry.terms.add(docTerm);
      for (const field of fields as Field[]) entry.fields[field] = Math.max(entry.fields[field] ?? 0, q);
    }
  }
  return found;
}

interface WordScore {
  /** Best over the page's fields and the record's own fields together. */
  all: { score: number; share: number };
  /** Over the record's own fields only (for a page intro: with the page's fields). */
  own: { score: number; share: number };
  /** Over the page's fields only. */
  page: { score: number; share: number };
}

export interface RankedRecord {
  record: SearchRecord;
  /** Rank of the record's page: the best record of the page decides it. */
  score: number;
  /** Rank inside the page: what the record itself matched. */
  own: number;
  /** The document terms matched in this record and its page, for highlighting. */
  terms: string[];
}

/**
 * Page-aware ranking. Each query word scores, in each record, the best of: the weight of the place it
 * was found × exact/prefix/typo × how much of a short field it covers (twice when it is the whole
 * field); words found on the page (title, file name, description, labels) count for every record
 * of that page. Words are weighted by how rare they are across pages (BM25's idf), and a record
 * missing some words keeps the square of the share it has. Pages are ordered by their best record,
 * ties going to the page whose own title and description match, then to reading order; inside a page,
 * records are ordered by what they match themselves, at most `perPage` of them.
 */
export function searchIndex(index: SearchIndex, query: string, limit = 20, perPage = 5): RankedRecord[] {
  const q = query.slice(0, MAX_QUERY_LENGTH).trim();
  const qWords = queryWords(q);
  if (qWords.length === 0) return [];
  const last = qWords.at(-1)!;
  const lookups = new Map<string, TermMatches>();
  const look = (term: string, word: QueryWord) => {
    const key = `${term}\u0000${word === last}`;
    if (!lookups.has(key)) lookups.set(key, lookUp(index, term, word === last));
    return lookups.get(key)!;
  };

  // An identifier or flag is looked for as typed; its parts stand in only where the docs never write it whole.
  const searched = (word: QueryWord) =>
    word.parts.length && word.terms.every((term) => look(term, word).size === 0) ? word.parts : word.terms;
  const wanted = squash(q);
  const fieldFactor = (docId: number, field: Field, matched: Set<string>): number => {
    if (!SHORT_FIELDS.has(field)) return 1;
    const text = index.docs[docId][field] ?? '';
    if (squash(text) === wanted) return 2;
    const terms = index.shortTerms.get(docId)?.[field] ?? [];
    if (terms.length === 0) return 1;
    const covered = terms.filter((alternatives) => alternatives.some((t) => matched.has(t))).length;
    return 0.5 + (0.5 * covered) / terms.length;
  };
  const weight = (docId: number, field: Field): number => {
    if (field !== 'heading' && field !== 'parents') return WEIGHT[field];
    const record = index.records[docId];
    const heading = squash(field === 'heading' ? (record.section.path.at(-1) ?? '') : (record.section.path.at(-2) ?? ''));
    return Math.max(WEIGHT.content, WEIGHT[field] / Math.sqrt(index.recurrence.get(heading) ?? 1));
  };

  // Candidates: every record that matched something itself, and the intro of every page that did.
  const candidates = new Set<number>();
  const pageDoc = (page: number) => index.records.length + page;
  const intro = new Map<number, number>();
  index.records.forEach((record, i) => {
    if (!record.section.id && !intro.has(record.page)) intro.set(record.page, i);
  });
  for (const word of qWords)
    for (const term of searched(word))
      for (const docId of look(term, word).keys()) {
        if (docId < index.records.length) candidates.add(docId);
        else if (intro.has(docId - index.records.length)) candidates.add(intro.get(docId - index.records.length)!);
      }

  /** Best field score of one term over some documents (the record, its page, or both). */
  const termScore = (term: string, word: QueryWord, docIds: number[], matched: Map<number, Set<string>>) => {
    const found = look(term, word);
    let best = 0;
    for (const docId of docIds) {
      const entry = found.get(docId);
      if (!entry) continue;
      for (const [field, q] of Object.entries(entry.fields) as [Field, number][]) {
        const factor = field === 'content' ? 0.5 + 0.5 * entry.text : fieldFactor(docId, field, matched.get(docId)!);
        best = Math.max(best, weight(docId, field) * q * factor);
      }
    }
    return best;
  };
  const phraseIn = (docIds: number[], fields: readonly Field[], run: string) =>
    docIds.some((docId) => fields.some((field) => index.docs[docId][field]?.includes(run)));

  /** A word's score in some documents, and the share of it found (a Chinese run may be found in part). */
  const wordScore = (word: QueryWord, docIds: number[], matched: Map<number, Set<string>>): { score: number; share: number } => {
    if (!word.cjk) {
      const terms = searched(word);
      const score = terms === word.terms ? termScore(terms[0], word, docIds, matched) : Math.min(...terms.map((part) => termScore(part, word, docIds, matched))) * SCATTERED;
      return { score, share: score > 0 ? 1 : 0 };
    }
    const scores = word.terms.map((pair) => termScore(pair, word, docIds, matched));
    const chars = [...word.text];
    const covered = chars.filter((_, i) => (scores[i] ?? 0) > 0 || (scores[i - 1] ?? 0) > 0).length;
    if (covered === 0) return { score: 0, share: 0 };
    const found = scores.filter((s) => s > 0);
    const mean = found.reduce((a, b) => a + b, 0) / found.length;
    // Found as written (inside one field) counts in full; found in pieces, less.
    const fields = docIds.some((id) => id >= index.records.length) ? [...PAGE_FIELDS, ...SECTION_FIELDS] : SECTION_FIELDS;
    const whole = covered === chars.length && phraseIn(docIds, fields, word.text);
    return { score: whole ? mean : mean * SCATTERED, share: covered / chars.length };
  };

  const scored = [...candidates].map((id) => {
    const record = index.records[id];
    const page = pageDoc(record.page);
    const matched = new Map<number, Set<string>>([
      [id, new Set()],
      [page, new Set()],
    ]);
    for (const word of qWords)
      for (const term of searched(word))
        for (const docId of [id, page]) look(term, word).get(docId)?.terms.forEach((t) => matched.get(docId)!.add(t));
    const isIntro = !record.section.id;
    const words: WordScore[] = qWords.map((word) => ({
      all: wordScore(word, [id, page], matched),
      own: wordScore(word, isIntro ? [id, page] : [id], matched),
      page: wordScore(word, [page], matched),
    }));
    return { id, record, words, terms: [...matched.get(id)!, ...matched.get(page)!] };
  });

  // How rare each word is: BM25's idf over the pages where it was found.
  const pageCount = index.pages.length;
  const idf = qWords.map((_, w) => {
    const pagesFound = new Set(scored.filter((s) => s.words[w].all.share > 0).map((s) => s.record.page)).size;
    return Math.log(1 + (pageCount - pagesFound + 0.5) / (pagesFound + 0.5));
  });
  const totalIdf = idf.reduce((a, b) => a + b, 0);
  const combine = (scores: { score: number; share: number }[]) => {
    const share = scores.reduce((sum, s, w) => sum + s.share * idf[w], 0) / totalIdf;
    return scores.reduce((sum, s, w) => sum + s.score * idf[w], 0) * share * share;
  };

  const ranked = scored
    .map((s) => ({
      ...s,
      score: combine(s.words.map((w) => w.all)),
      own: combine(s.words.map((w) => w.own)),
      evidence: combine(s.words.map((w) => w.page)),
    }))
    .filter((s) => s.own > 0);
  const pages = new Map<number, typeof ranked>();
  for (const r of ranked) pages.set(r.record.page, [...(pages.get(r.record.page) ?? []), r]);
  const order = [...pages]
    .map(([page, records]) => ({
      page,
      best: Math.max(...records.map((r) => r.score)),
      evidence: records[0].evidence,
      records: records.sort((a, b) => b.own - a.own || a.record.position - b.record.position).slice(0, perPage),
    }))
    .sort((a, b) => b.best - a.best || b.evidence - a.evidence || a.page - b.page);

  return order
    .flatMap(({ best, records }) => records.map((r) => ({ record: r.record, score: best, own: r.own, terms: [...new Set(r.terms)] })))
    .slice(0, limit);
}
