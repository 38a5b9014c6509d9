/** What `npm run bench` keeps of a Lighthouse report (tools/bench/lighthouse.mts runs it): a summary per run, the median of several, a table. */
import { median } from './percentile';

/** The part of a Lighthouse result (LHR) read here. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { duration?: number; url?: string }[] } }>;
  runtimeError?: { code: string; message: string };
}

export interface LighthouseSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The longest main-thread task under the simulated 4× CPU throttle; 0 when none reached 50 ms. */
  longestTaskMs: number;
  longestTaskUrl: string;
}

/**
 * `simulate` is Lighthouse's mobile preset: the page loads unthrottled and Lantern models slow 4G and a
 * 4× slower CPU from the trace. `devtools` applies the same throttling to the load itself. Both are
 * printed because they disagree on LCP here: served from loopback, every start-up script has arrived
 * before the first paint, and Lantern then counts each one as needed for LCP unless it sees the
 * script run after the paint, which it cannot for the short evaluations (it drops tasks under 10 ms
 * from its graph). So the simulated LCP adds the framework's download on slow 4G to a page whose LCP,
 * under applied throttling, is its first paint.
 */
export type Throttling = 'simulate' | 'devtools';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function score(lhr: LighthouseResult, id: string): number {
  const value = lhr.categories[id]?.score;
  if (value == null) throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(value * 100);
}

function metric(lhr: LighthouseResult, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} value`);
  return value;
}

export function summarize(lhr: LighthouseResult): LighthouseSummary {
  if (lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // The long-tasks audit lists tasks of 50 ms and more, with simulated (throttled) durations.
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const longest = tasks.reduce<{ duration?: number; url?: string }>((a, b) => ((b.duration ?? 0) > (a.duration ?? 0) ? b : a), {});
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
    cls: Number(metric(lhr, 'cumulative-layout-shift').toFixed(3)),
    longestTaskMs: Math.round(longest.duration ?? 0),
    longestTaskUrl: longest.url ?? '',
  };
}

/** Each figure is the median of that figure over the runs; the longest task's URL is the one of the median run. */
export function medianSummary(runs: LighthouseSummary[]): LighthouseSummary {
  if (!runs.length) throw new Error('no Lighthouse runs');
  const of = (key: Exclude<keyof LighthouseSummary, 'longestTaskUrl'>) => median(runs.map((r) => r[key]));
  const longestTaskMs = of('longestTaskMs');
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    longestTaskMs,
    longestTaskUrl: runs.reduce((a, b) => (Math.abs(b.longestTaskMs - longestTaskMs) < Math.abs(a.longestTaskMs - longestTaskMs) ? b : a))
      .longestTaskUrl,
  };
}

/** The table `npm run bench` prints, one line per page. */
export function lighthouseTable(rows: { page: string; summary: LighthouseSummary }[]): string[] {
  const head = ['page'.padEnd(44), 'perf', 'a11y', ' bp', 'seo', '  FCP ms', '  LCP ms', ' TBT ms', '  CLS', 'longest task ms'].join(' ');
  return [
    head,
    ...rows.map(({ page, summary: s }) =>
      [
        page.padEnd(44),
        String(s.performance).padStart(4),
        String(s.accessibility).padStart(4),
        String(s.bestPractices).padStart(3),
        String(s.seo).padStart(3),
        String(s.fcpMs).padStart(8),
        String(s.lcpMs).padStart(8),
        String(s.tbtMs).padStart(7),
        s.cls.toFixed(3).padStart(5),
        `${String(s.longestTaskMs).padStart(6)}  ${s.longestTaskUrl.replace(/^https?:\/\/[^/]+/, '')}`,
      ].join(' '),
    ),
  ];
}
