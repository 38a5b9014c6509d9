/**
 * Lighthouse (mobile preset: slow 4G and 4× CPU throttle) on the exported site, driving Debian's
 * Chromium with the flags of tools/serve/browser.mjs. `npm run bench` calls `runLighthouse` twice: with the
 * preset's simulated throttling and with the throttling applied to the load (`Throttling` in lighthouse-report.ts
 * says why both). `npx tsx tools/bench/lighthouse.mts [--out DIR] [--applied] [runs] [page…]` runs it
 * alone on the existing out/ (or another export, to compare two builds).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, launchOptions } from '../serve/browser.mjs';
import { createStaticServer } from '../serve/serve.mjs';
import { installOnce, NPM_CACHE } from '../npm-cache';
import { LANGS } from '../../lib/i18n/locales';
import { localizePath } from '../../lib/urls';
import {
  CATEGORIES,
  lighthouseTable,
  medianSummary,
  summarize,
  type LighthouseResult,
  type LighthouseSummary,
  type Throttling,
} from './lighthouse-report';

/** What the bench calls of Lighthouse and chrome-launcher (their own types are not installed with the project). */
interface LighthouseModules {
  lighthouse: (
    url: string,
    flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
    config: { extends: 'lighthouse:default'; settings: { throttlingMethod: Throttling } },
  ) => Promise<{ lhr: unknown } | undefined>;
  launch: (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill: () => void | Promise<void> }>;
}

/**
 * Lighthouse and chrome-launcher at the versions tools/bench/lighthouse/ locks, installed on the bench's
 * first run (installOnce), in a folder named for that lock.
 */
async function lighthouseModules(): Promise<LighthouseModules> {
  const locked = fileURLToPath(new URL('lighthouse/', import.meta.url));
  const lock = fs.readFileSync(path.join(locked, 'package-lock.json'));
  const dir = path.join(NPM_CACHE, 'bench-lighthouse', createHash('sha256').update(lock).digest('hex').slice(0, 12));
  fs.mkdirSync(dir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(locked, file), path.join(dir, file));
  installOnce('Lighthouse', dir, 'node_modules/lighthouse');
  const from = createRequire(path.join(dir, 'package.json'));
  const load = (name: string) => import(pathToFileURL(from.resolve(name)).href);
  const [lighthouse, launcher] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  return { lighthouse: lighthouse.default, launch: launcher.launch };
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
  const { lighthouse, launch } = await lighthouseModules();
  const server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const results = new Map<string, LighthouseSummary[]>(pages.map((page) => [page, []]));
  try {
    for (let round = 1; round <= runs; round++) {
      const chrome = await launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', ...(launchOptions({ timed: true }).args ?? [])],
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
