import { lighthouseTable, medianSummary, summarize, type LighthouseResult, type LighthouseSummary } from '@/tools/bench/lighthouse-report';

function lhr(performance: number, tbt: number, tasks: { duration: number; url: string }[]): LighthouseResult {
  return {
    categories: { performance: { score: performance }, accessibility: { score: 1 }, 'best-practices': { score: 0.96 }, seo: { score: 1 } },
    audits: {
      'first-contentful-paint': { numericValue: 1498.6 },
      'largest-contentful-paint': { numericValue: 2012.4 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0.00012 },
      'long-tasks': { details: { items: tasks } },
    },
  };
}

describe('summarize', () => {
  it('keeps the four scores, the four metrics and the longest task', () => {
    expect(
      summarize(
        lhr(0.97, 120.6, [
          { duration: 80, url: 'a.js' },
          { duration: 151.2, url: 'b.js' },
        ]),
      ),
    ).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      fcpMs: 1499,
      lcpMs: 2012,
      tbtMs: 121,
      cls: 0,
      longestTaskMs: 151,
      longestTaskUrl: 'b.js',
    });
  });

  it('says 0 when no task reached 50 ms', () => {
    expect(summarize(lhr(1, 0, [])).longestTaskMs).toBe(0);
  });

  it('fails on a run that Lighthouse could not complete', () => {
    expect(() => summarize({ ...lhr(1, 0, []), runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toThrow('NO_FCP');
    expect(() => summarize({ ...lhr(1, 0, []), categories: { performance: { score: null } } })).toThrow('performance');
  });
});

describe('medianSummary', () => {
  it('takes the median of each figure', () => {
    const runs = [
      lhr(0.9, 300, [{ duration: 200, url: 'slow.js' }]),
      lhr(0.99, 50, [{ duration: 90, url: 'mid.js' }]),
      lhr(0.95, 100, []),
    ].map(summarize);
    const median = medianSummary(runs);
    expect([median.performance, median.tbtMs, median.longestTaskMs, median.longestTaskUrl]).toEqual([95, 100, 90, 'mid.js']);
  });

  it('refuses an empty list', () => {
    expect(() => medianSummary([])).toThrow();
  });
});

describe('lighthouseTable', () => {
  it('prints one line per page after the header, without the origin', () => {
    const summary: LighthouseSummary = summarize(lhr(0.98, 40, [{ duration: 60, url: 'http://127.0.0.1:4000/_next/x.js' }]));
    const [head, line] = lighthouseTable([{ page: '/guide/', summary }]);
    expect(head).toMatch(/perf a11y +bp seo/);
    expect(line).toMatch(/^\/guide\/ +98 +100 +96 +100 +1499 +2012 +40 0\.000 +60 +\/_next\/x\.js$/);
  });
});
