import { isCjk, queryWords } from './tokenize';
import type { SearchPage } from './types';

/**
 * Readers' words for what the docs name otherwise: a reader types 徽章 or 暗黑模式 where the pages say
 * 徽标 and 深色模式, `night mode` where they say `dark mode`. The table is content/glossary.md's
 * "Readers' words" (`| the docs say | readers also type |`), so writers extend it without code.
 *
 * The build gives the first search page that uses a term its row (`SearchPage.synonyms`); the engine
 * gathers them (`synonymsOf`) and runs a query once as typed and once with each reader's word read as
 * the docs' term (`queryVariants`), and shows the best of both (`mergeRankings`).
 */
export interface SynonymRow {
  /** The term the pages use: `深色模式`, `dark mode`, `Playground`. */
  term: string;
  /** What readers type for it. */
  readers: string[];
}

/** Reader's word (lower-case) → the docs' terms it stands for. */
export type Synonyms = ReadonlyMap<string, readonly string[]>;

const HEADER = /^\|\s*the docs say\s*\|\s*readers also type\s*\|/;
const cells = (line: string) =>
  line
    .slice(1, line.lastIndexOf('|'))
    .split('|')
    .map((cell) => cell.trim());
/** A cell's text without the inline code marks of an identifier (`` `Steps` `` → `Steps`). */
const plain = (cell: string) => cell.replace(/`([^`]*)`/g, '$1').trim();

/** Reads the `| the docs say | readers also type |` table of content/glossary.md; readers' words are separated by `、` or `,`. */
export function parseSynonyms(glossary: string): SynonymRow[] {
  const lines = glossary.split('\n');
  const header = lines.findIndex((line) => HEADER.test(line));
  if (header === -1) return [];
  const rows: SynonymRow[] = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [term, readers] = cells(line).map(plain);
    const words = (readers ?? '')
      .split(/[、,，]/)
      .map((word) => word.trim())
      .filter((word) => word && word.toLowerCase() !== term.toLowerCase());
    if (term && words.length) rows.push({ term, readers: words });
  }
  return rows;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A word or phrase as a pattern: Chinese anywhere, Latin as whole words (spaces as any run of
 * spaces, the last word in its plural too), case-insensitive.
 */
function wordPattern(word: string): RegExp {
  if (isCjk(word)) return new RegExp(escape(word), 'gu');
  const body = word.trim().split(/\s+/).map(escape).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?:e?s)?(?![\\p{L}\\p{N}_])`, 'giu');
}

/** Every text of a page a reader sees: title, description, labels, headings and text. */
const pageText = (page: SearchPage) =>
  [page.title, page.description, ...page.labels, ...page.sections.flatMap((section) => [...section.path, section.text])].join('\n');

/** The rows whose term the page uses, as the page carries them: term → readers' words. */
export function pageSynonyms(page: SearchPage, rows: readonly SynonymRow[]): Record<string, string[]> | undefined {
  const text = pageText(page);
  const used = rows.filter((row) => wordPattern(row.term).test(text));
  if (used.length === 0) return undefined;
  const byTerm: Record<string, string[]> = {};
  for (const row of used) byTerm[row.term] = [...new Set([...(byTerm[row.term] ?? []), ...row.readers])];
  return byTerm;
}

/** The readers' words of a set of pages (the terms some page uses), from what each page carries. */
export function synonymsOf(pages: readonly SearchPage[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const page of pages)
    for (const [term, readers] of Object.entries(page.synonyms ?? {}))
      for (const reader of readers) {
        const key = reader.toLowerCase();
        const terms = map.get(key) ?? [];
        if (!terms.includes(term)) terms.push(term);
        map.set(key, terms);
      }
  return map;
}

interface Match {
  start: number;
  end: number;
  terms: readonly string[];
}

/** At most this many rewritten queries: the first with each reader's word's first term, the next with its second… */
const MAX_VARIANTS = 3;

/**
 * The query with the readers' words it has read as the docs' terms (`暗黑模式怎么开` → `深色模式怎么开`):
 * none when it has none. A reader's word inside the term it stands for is the term (`边栏` in
 * `侧边栏`); of overlapping words, the longest. A word that stands for several terms gives a query
 * for each (at most `MAX_VARIANTS`).
 */
export function queryVariants(query: string, synonyms: Synonyms): string[] {
  if (synonyms.size === 0) return [];
  const lower = query.toLowerCase();
  const found: Match[] = [];
  for (const [reader, terms] of synonyms) {
    for (const match of lower.matchAll(wordPattern(reader))) {
      const start = match.index;
      const end = start + match[0].length;
      const insideTerm = terms.some((term) =>
        [...lower.matchAll(wordPattern(term.toLowerCase()))].some((t) => t.index <= start && t.index + t[0].length >= end),
      );
      if (!insideTerm) found.push({ start, end, terms });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const chosen: Match[] = [];
  for (const match of found) if (!chosen.some((other) => match.start < other.end && other.start < match.end)) chosen.push(match);
  if (chosen.length === 0) return [];
  const count = Math.min(MAX_VARIANTS, Math.max(...chosen.map((match) => match.terms.length)));
  return Array.from({ length: count }, (_, k) => {
    let text = '';
    let at = 0;
    for (const match of chosen) {
      const term = match.terms[Math.min(k, match.terms.length - 1)];
      text += query.slice(at, match.start) + (isCjk(term) ? term : ` ${term} `);
      at = match.end;
    }
    return (text + query.slice(at)).replace(/\s+/g, ' ').trim();
  });
}

/**
 * A Chinese word the docs do not have, read by its head: Chinese compounds end with what they name
 * (`夜间模式` is a kind of `模式`), so a word that ends as a term of the table ends (its last two
 * characters, the term being longer) is read as those terms (`夜间模式` → `深色模式`, `浅色模式`).
 * Only for a query that finds nothing otherwise: a looser reading than a row of the table.
 */
export function headVariants(query: string, synonyms: Synonyms): string[] {
  const terms = [...new Set([...synonyms.values()].flat())].filter((term) => /^[\u3400-\u9fff\uf900-\ufaff]{3,}$/u.test(term));
  const variants: string[] = [];
  // The query's Chinese words, without its filler words (`夜间模式怎么开` → `夜间模式`, `开`).
  for (const word of queryWords(query)) {
    if (!word.cjk || word.stop || word.text.length < 3) continue;
    const head = word.text.slice(-2);
    for (const term of terms) if (term.endsWith(head) && term !== word.text) variants.push(query.replace(word.text, term));
  }
  return [...new Set(variants)].slice(0, MAX_VARIANTS);
}

/** The fields of a ranked record the merge reads. */
export interface Ranking {
  record: { page: number; position: number };
  /** Rank of the record's page. */
  score: number;
}

/**
 * Several rankings of one index as one: each page where it ranks best (a ranking's scores × its
 * weight), with that ranking's records of the page first, then the others' (at most `perPage`);
 * pages by that score, ties in the order the rankings list them.
 */
export function mergeRankings<T extends Ranking>(rankings: { hits: T[]; weight: number }[], limit: number, perPage: number): T[] {
  /** Page → each ranking's score of it and records of it, in the order the rankings first list the pages. */
  const pages = new Map<number, { score: number; hits: T[] }[]>();
  rankings.forEach(({ hits, weight }, r) => {
    for (const hit of hits) {
      const byRanking = pages.get(hit.record.page) ?? [];
      pages.set(hit.record.page, byRanking);
      (byRanking[r] ??= { score: hit.score * weight, hits: [] }).hits.push(hit);
    }
  });
  return [...pages.values()]
    .map((byRanking) => {
      const ranked = byRanking.filter(Boolean);
      const best = ranked.reduce((a, b) => (b.score > a.score ? b : a));
      const hits = [best, ...ranked.filter((other) => other !== best)]
        .flatMap((ranking) => ranking.hits)
        .filter((hit, i, all) => all.findIndex((other) => other.record.position === hit.record.position) === i);
      return { score: best.score, hits: hits.slice(0, perPage).map((hit) => ({ ...hit, score: best.score })) };
    })
    .sort((a, b) => b.score - a.score)
    .flatMap((page) => page.hits)
    .slice(0, limit);
}
