/**
 * Lighthouse (mobile preset: slow 4G and 4× CPU throttle) on the exported site, driving Debian's
 * Chromium with the flags of tools/serve/browser.mjs. `npm run bench` calls `runLighthouse` twice: with the
 * preset's simulated throttling and with the throttling applied to the load (`Throttling` below
 * says why both). `npx tsx tools/bench/lighthouse.ts [--out DIR] [--applied] [runs] [page…]` runs it
 * alone on the existing out/ (or another export, to compare two builds).
 */
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, launchOptions } from '../serve/browser.mjs';
import { createStaticServer } from '../serve/serve.mjs';
import { LANGS, localizePath } from '../../lib/i18n/locales';

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

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

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

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

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

export interface LighthouseRow {
  page: string;
  summary: LighthouseSummary;
  runs: LighthouseSummary[];
}

/**
 * A fresh Chromium pays once for what is not the page's: opening the fonts, Chinese ones above all (the
 * first zh page of a round would carry a long task that later ones do not). One unmeasured visit per language moves that cost out of the measurement.
 */
async function warmUp(port: number, urls: string[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'load' });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * `runs` rounds over every page (round-robin, so that load on the machine spreads over all pages
 * rather than hitting one), one fresh Chromium per round; each figure is the median over the rounds.
 */
export async function runLighthouse(
  pages: string[],
  { runs = 3, root, throttling = 'simulate' }: { runs?: number; root?: string; throttling?: Throttling } = {},
): Promise<LighthouseRow[]> {
  const server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const results = new Map<string, LighthouseSummary[]>(pages.map((page) => [page, []]));
  try {
    for (let round = 1; round <= runs; round++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', ...(launchOptions().args ?? [])],
      });
      try {
        await warmUp(
          chrome.port,
          LANGS.map((lang) => origin + localizePath('/', lang)),
        );
        for (const page of pages) {
          const result = await lighthouse(
            `${origin}${page}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
            },
            { extends: 'lighthouse:default', settings: { throttlingMethod: throttling } },
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          results.get(page)!.push(summarize(result.lhr as unknown as LighthouseResult));
          process.stdout.write(`\rLighthouse round ${round}/${runs}: ${page.padEnd(50)}`);
        }
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    process.stdout.write('\n');
    await new Promise((resolve) => server.close(resolve));
  }
  return pages.map((page) => ({ page, runs: results.get(page)!, summary: medianSummary(results.get(page)!) }));
}

export function printLighthouse(rows: LighthouseRow[], throttling: Throttling = 'simulate') {
  const runs = rows[0]?.runs.length;
  console.log(
    throttling === 'simulate'
      ? `\nLighthouse, mobile preset (simulated throttling), median of ${runs} runs (longest task: simulated, 4× CPU; 0 = none ≥ 50 ms):`
      : `\nLighthouse, mobile preset with the throttling applied to the load (slow 4G, 4× CPU), median of ${runs} runs:`,
  );
  for (const line of lighthouseTable(rows)) console.log(line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const root = args[0] === '--out' ? args.splice(0, 2)[1] : undefined;
  const throttling: Throttling = args[0] === '--applied' ? (args.shift(), 'devtools') : 'simulate';
  const [runsArg, ...pages] = args;
  const runs = Number(runsArg ?? 3);
  const rows = await runLighthouse(pages.length ? pages : ['/', '/guide/start/introduction/'], { runs, root, throttling });
  printLighthouse(rows, throttling);
}
