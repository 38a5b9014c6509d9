/**
 * Relevance of the search, measured on a set of reader queries (tools/bench/relevance/<lang>.json): each
 * query names the page(s) a reader means. Pages are ranked in the order the DocSearch dialog shows
 * them, so the numbers describe what a reader sees, not the engine's raw list.
 */

export interface RelevanceQuery {
  q: string;
  kind: string;
  /** Route paths of the pages the reader means; any of them counts. */
  expect: string[];
  why?: string;
}

export interface RelevanceSet {
  queries: RelevanceQuery[];
  /** Queries about topics the site does not cover: they must find nothing. */
  noResults: string[];
}

/** The fields of a DocSearch hit that decide where the dialog shows it. */
export interface ShownHit {
  url: string;
  hierarchy: { lvl0: string | null; lvl1: string | null };
}

export interface Miss {
  q: string;
  kind: string;
  expect: string[];
  /** 1-based place of the first expected page; 0 when it is not shown at all. */
  rank: number;
  /** The first pages shown. */
  got: string[];
}

export interface RelevanceReport {
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
  /** Queries whose expected page is not first. */
  misses: Miss[];
  /** noResults queries that found something, with the first page found. */
  unexpectedResults: { q: string; got: string }[];
}

/** `/guide/basic/deploy/#build` → `/guide/basic/deploy`: the page a hit belongs to. */
export function pageOf(url: string): string {
  const path = url.split('#')[0].split('?')[0];
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function groupBy<T>(items: T[], key: (item: T) => string, limit: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k) ?? [];
    groups.set(k, group);
    if (group.length < limit) group.push(item);
  }
  return [...groups.values()];
}

/**
 * Pages in the order the dialog lists them. DocSearch groups the hits by lvl0 (at most
 * `maxResultsPerGroup` each), groups in the order of their first hit, then by lvl1 inside a group.
 */
export function shownPages(hits: ShownHit[], maxResultsPerGroup = 5): string[] {
  const shown = groupBy(hits, (hit) => hit.hierarchy.lvl0 ?? '', maxResultsPerGroup).flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1 ?? '', maxResultsPerGroup).flat(),
  );
  return [...new Set(shown.map((hit) => pageOf(hit.url)))];
}

/** Top-1, top-3 and mean reciprocal rank of the expected pages, with every query not answered first. */
export function evaluate(set: RelevanceSet, search: (query: string) => ShownHit[]): RelevanceReport {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: Miss[] = [];
  for (const query of set.queries) {
    const pages = shownPages(search(query.q));
    const expected = new Set(query.expect.map(pageOf));
    const rank = pages.findIndex((page) => expected.has(page)) + 1;
    if (rank === 1) top1++;
    if (rank >= 1 && rank <= 3) top3++;
    if (rank > 0) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({ q: query.q, kind: query.kind, expect: query.expect, rank, got: pages.slice(0, 3) });
  }
  const unexpectedResults = set.noResults.flatMap((q) => {
    const hits = search(q);
    return hits.length > 0 ? [{ q, got: pageOf(hits[0].url) }] : [];
  });
  const n = set.queries.length || 1;
  return { queries: set.queries.length, top1: top1 / n, top3: top3 / n, mrr: reciprocal / n, misses, unexpectedResults };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The report as lines for `npm run bench`: the numbers, then each miss with what was shown instead. */
export function formatReport(lang: string, report: RelevanceReport): string[] {
  const lines = [
    `relevance ${lang}: ${report.queries} queries, top-1 ${percent(report.top1)}, top-3 ${percent(report.top3)}, MRR ${report.mrr.toFixed(3)}`,
  ];
  for (const miss of report.misses) {
    const place = miss.rank === 0 ? 'not shown' : `#${miss.rank}`;
    lines.push(
      `  ${place.padEnd(9)} ${JSON.stringify(miss.q)} (${miss.kind}) wants ${miss.expect.join(' | ')}; shown: ${miss.got.join(', ') || 'nothing'}`,
    );
  }
  for (const extra of report.unexpectedResults)
    lines.push(`  found     ${JSON.stringify(extra.q)} should find nothing; shown: ${extra.got}`);
  return lines;
}

/**
 * The figures of each query file alone (the tuned set, the held-out set), under the union's: a change
 * must not lower either.
 */
export function formatSets(sets: { name: string; report: RelevanceReport }[]): string[] {
  return sets.map(
    ({ name, report }) =>
      `  ${name}: ${report.queries} queries, top-1 ${percent(report.top1)}, top-3 ${percent(report.top3)}, MRR ${report.mrr.toFixed(3)}`,
  );
}

/** The gate of `npm run bench -- --check`, and so of `npm test`: top-3 in each language. */
export const MIN_TOP3 = 0.95;

/**
 * What fails the check, as sentences: top-3 under MIN_TOP3, a no-results query that found
 * something, or an expected page the index does not have (a typo in the set would count as a miss).
 */
export function relevanceProblems(lang: string, set: RelevanceSet, report: RelevanceReport, knownPages: Set<string>): string[] {
  const problems = set.queries.flatMap((query) =>
    query.expect
      .filter((page) => !knownPages.has(pageOf(page)))
      .map((page) => `relevance ${lang}: ${JSON.stringify(query.q)} expects ${page}, which is no page`),
  );
  if (report.top3 < MIN_TOP3) problems.push(`relevance ${lang}: top-3 ${percent(report.top3)} < ${percent(MIN_TOP3)} (misses above)`);
  for (const extra of report.unexpectedResults)
    problems.push(`relevance ${lang}: ${JSON.stringify(extra.q)} should find nothing but finds ${extra.got}`);
  return problems;
}
