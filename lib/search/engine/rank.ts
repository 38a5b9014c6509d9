import type { SearchRecord } from './search-index';
import type { Candidate, WordScore } from './candidates';
import type { WordLookup } from './lookup';

/**
 * Stage 4: how rare each word is, BM25's idf over the pages that have it in full (a page with `标题`
 * does not have `网站标题`); a filler word weighs nothing.
 */
export function wordRarity(pageCount: number, candidates: Candidate[], filler: boolean[]): number[] {
  return filler.map((skip, w) => {
    if (skip) return 0;
    const pagesFound = new Set(candidates.filter((c) => c.all[w].share === 1).map((c) => c.record.page)).size;
    return Math.log(1 + (pageCount - pagesFound + 0.5) / (pagesFound + 0.5));
  });
}

/** The words' scores weighted by rarity; a record missing some words keeps the square of the share it has. */
function combine(scores: WordScore[], idf: number[]): number {
  const totalIdf = idf.reduce((a, b) => a + b, 0);
  const share = scores.reduce((sum, s, w) => sum + s.share * idf[w], 0) / totalIdf;
  return scores.reduce((sum, s, w) => sum + s.score * idf[w], 0) * share * share;
}

/** A shown record: its page's rank, what it matched itself, and the terms to mark. */
export interface Ranked {
  id: number;
  record: SearchRecord;
  /** Rank of the record's page: the best record of the page decides it. */
  score: number;
  own: number;
  terms: string[];
}

/**
 * Stage 5: pages ordered by their best record, ties going to the page whose own title and description
 * match, then to reading order. Inside a page, at most `perPage` records that match something
 * themselves, best first; of equal records, the one that matches more itself (the intro, for a title
 * match), then the first in the page.
 */
export function rankPages(candidates: Candidate[], idf: number[], limit: number, perPage: number): Ranked[] {
  const byPage = new Map<number, (Ranked & { evidence: number })[]>();
  for (const c of candidates) {
    const own = combine(c.own, idf);
    if (own <= 0) continue;
    const list = byPage.get(c.record.page) ?? [];
    list.push({
      id: c.id,
      record: c.record,
      score: combine(c.all, idf),
      own,
      evidence: combine(c.page, idf),
      terms: [...new Set(c.terms)],
    });
    byPage.set(c.record.page, list);
  }
  return [...byPage]
    .map(([page, list]) => ({
      page,
      best: Math.max(...list.map((r) => r.score)),
      evidence: list[0].evidence,
      list: list.sort((a, b) => b.score - a.score || b.own - a.own || a.record.position - b.record.position).slice(0, perPage),
    }))
    .sort((a, b) => b.best - a.best || b.evidence - a.evidence || a.page - b.page)
    .flatMap(({ best, list }) => list.map(({ id, record, own, terms }) => ({ id, record, score: best, own, terms })))
    .slice(0, limit);
}

/** A section's headings show its match when some word is in them and none is only in its text. */
export function shownBy(lookups: WordLookup[], id: number): 'headings' | 'text' {
  const words = lookups.map(({ found }) => found.flatMap((byDoc) => Object.keys(byDoc.get(id)?.fields ?? {})));
  const inHeadings = (fields: string[]) => fields.includes('heading') || fields.includes('parents');
  return words.some(inHeadings) && !words.some((fields) => fields.includes('content') && !inHeadings(fields)) ? 'headings' : 'text';
}
