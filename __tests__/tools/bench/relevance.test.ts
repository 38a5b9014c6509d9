import { MIN_TOP3, evaluate, formatReport, pageOf, relevanceProblems, shownPages, type ShownHit } from '@/tools/bench/relevance';

const hit = (url: string, lvl0: string, lvl1 = lvl0): ShownHit => ({ url, hierarchy: { lvl0, lvl1 } });

describe('pageOf', () => {
  it('drops the anchor, the query and the trailing slash', () => {
    expect(pageOf('/guide/basic/deploy/#build')).toBe('/guide/basic/deploy');
    expect(pageOf('/zh/api/?x=1')).toBe('/zh/api');
    expect(pageOf('/')).toBe('/');
  });
});

describe('shownPages', () => {
  it('lists pages in the order DocSearch shows them: grouped by lvl0, then by lvl1', () => {
    const hits = [hit('/a/#x', 'Guide', 'A'), hit('/b/', 'API', 'B'), hit('/c/', 'Guide', 'C'), hit('/a/#y', 'Guide', 'A')];
    // The Guide group comes first (its first hit is first) and holds A then C; API follows.
    expect(shownPages(hits)).toEqual(['/a', '/c', '/b']);
  });

  it('drops hits beyond the per-group limit, as the dialog does', () => {
    const hits = [...Array.from({ length: 5 }, (_, i) => hit(`/a/#${i}`, 'Guide', 'A')), hit('/z/', 'Guide', 'Z')];
    expect(shownPages(hits)).toEqual(['/a']);
    expect(shownPages(hits, 6)).toEqual(['/a', '/z']);
  });
});

describe('evaluate', () => {
  const results: Record<string, ShownHit[]> = {
    first: [hit('/want/', 'P1'), hit('/other/', 'P2')],
    second: [hit('/other/', 'P2'), hit('/want/#h', 'P1')],
    fourth: [hit('/o1/', 'O1'), hit('/o2/', 'O2'), hit('/o3/', 'O3'), hit('/want/', 'P1')],
    absent: [hit('/other/', 'P2')],
    nothing: [],
    noise: [hit('/other/', 'P2')],
  };
  const search = (q: string) => results[q] ?? [];
  const set = {
    queries: ['first', 'second', 'fourth', 'absent'].map((q) => ({ q, kind: 'word', expect: ['/want'] })),
    noResults: ['nothing', 'noise'],
  };
  const report = evaluate(set, search);

  it('counts top-1, top-3 and the mean reciprocal rank of the first expected page', () => {
    expect(report.queries).toBe(4);
    expect(report.top1).toBe(0.25);
    expect(report.top3).toBe(0.5);
    expect(report.mrr).toBeCloseTo((1 + 1 / 2 + 1 / 4 + 0) / 4);
  });

  it('accepts any of several expected pages', () => {
    const either = evaluate({ queries: [{ q: 'second', kind: 'word', expect: ['/nope', '/want/'] }], noResults: [] }, search);
    expect(either.top3).toBe(1);
    expect(either.mrr).toBe(0.5);
  });

  it('lists every query not answered first, with its rank and what was shown', () => {
    expect(report.misses.map((m) => [m.q, m.rank])).toEqual([
      ['second', 2],
      ['fourth', 4],
      ['absent', 0],
    ]);
    expect(report.misses[2].got).toEqual(['/other']);
  });

  it('reports a no-results query that found something', () => {
    expect(report.unexpectedResults).toEqual([{ q: 'noise', got: '/other' }]);
  });

  it('formats the numbers and the misses for the bench', () => {
    const lines = formatReport('en', report);
    expect(lines[0]).toBe('relevance en: 4 queries, top-1 25.0%, top-3 50.0%, MRR 0.438');
    expect(lines).toContain('  not shown "absent" (word) wants /want; shown: /other');
    expect(lines.at(-1)).toBe('  found     "noise" should find nothing; shown: /other');
  });
});

describe('relevanceProblems', () => {
  const set = { queries: [{ q: 'a', kind: 'word', expect: ['/want/', '/gone'] }], noResults: ['nothing'] };
  const known = new Set(['/want']);
  const report = (top3: number, unexpectedResults: { q: string; got: string }[] = []) => ({
    queries: 1,
    top1: top3,
    top3,
    mrr: top3,
    misses: [],
    unexpectedResults,
  });

  it('fails below 95% top-3', () => {
    expect(MIN_TOP3).toBe(0.95);
    expect(relevanceProblems('en', { ...set, queries: [] }, report(0.95), known)).toEqual([]);
    expect(relevanceProblems('en', { ...set, queries: [] }, report(0.949), known)).toEqual([
      'relevance en: top-3 94.9% < 95.0% (misses above)',
    ]);
  });

  it('names an expected page that does not exist and a no-results query that found something', () => {
    expect(relevanceProblems('zh', set, report(1, [{ q: 'nothing', got: '/x' }]), known)).toEqual([
      'relevance zh: "a" expects /gone, which is no page',
      'relevance zh: "nothing" should find nothing but finds /x',
    ]);
  });
});
