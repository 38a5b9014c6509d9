/**
 * Lighthouse (mobile preset: simulated slow 4G and 4× CPU throttle) on the exported site, driving
 * Debian's Chromium with the flags of scripts/browser.mjs. `npm run bench` calls `runLighthouse`;
 * `npx tsx scripts/bench/lighthouse.mts [--out DIR] [runs] [page…]` runs it alone on the existing out/
 * (or another export, to compare two builds).
 */
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, launchOptions } from '../browser.mjs';
import { createStaticServer } from '../serve.mjs';
import {
  CATEGORIES,
  lighthouseTable,
  medianSummary,
  summarize,
  type LighthouseResult,
  type LighthouseSummary,
} from '../../lib/bench/lighthouse';

export interface LighthouseRow {
  page: string;
  summary: LighthouseSummary;
  runs: LighthouseSummary[];
}

/**
 * `runs` rounds over every page (round-robin, so that load on the machine spreads over all pages
 * rather than hitting one), one fresh Chromium per round; each figure is the median over the rounds.
 */
export async function runLighthouse(pages: string[], runs = 3, root?: string): Promise<LighthouseRow[]> {
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
        for (const page of pages) {
          const result = await lighthouse(`${origin}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: [...CATEGORIES],
          });
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

export function printLighthouse(rows: LighthouseRow[]) {
  console.log(`\nLighthouse, mobile preset, median of ${rows[0]?.runs.length} runs (longest task: simulated, 4× CPU; 0 = none ≥ 50 ms):`);
  for (const line of lighthouseTable(rows)) console.log(line);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const root = args[0] === '--out' ? args.splice(0, 2)[1] : undefined;
  const [runsArg, ...pages] = args;
  const runs = Number(runsArg ?? 3);
  const rows = await runLighthouse(pages.length ? pages : ['/', '/guide/start/introduction/'], runs, root);
  printLighthouse(rows);
}
