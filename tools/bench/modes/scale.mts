/**
 * `npm run bench -- --scale N [--vs DIR]`: the site as it is and the site with every section copied
 * N-1 times, each copied into a temporary folder and built cold in the same run, one after the other;
 * what a page costs in each. `--vs DIR`: another checkout (an older commit) measured the same way, its
 * build of each size right before ours. Writes tools/bench/scale-results.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANGS } from '../../../lib/i18n/locales';
import type { Lang } from '../../../lib/types';
import { startSite } from '../../serve/browser-site';
import { copyProject } from '../../serve/site-copy';
import { BENCH_QUERY } from '../bench-query';
import { percentile } from '../percentile';
import { buildIn, cpuBound } from '../build-run';
import { exportSize, gzipOf, scaleContent } from '../scale';
import { ctrlKToFirstHit } from '../search-timing';

/** Cold first hits at each size: a cold page varies by tens of milliseconds on this machine. */
const FIRST_HIT_ROUNDS = 5;

type Timing = { inPage: number; harness: number };

/** The median cold first hit of each language, as hydrated and once the page has settled. */
async function firstHits(out: string) {
  const site = await startSite({ root: out });
  const firstHit: Record<Lang, { hydrated: Timing[]; settled: Timing[] }> = {
    en: { hydrated: [], settled: [] },
    zh: { hydrated: [], settled: [] },
  };
  const introduction: Record<Lang, string> = { en: '/guide/start/introduction/', zh: '/zh/guide/start/introduction/' };
  for (let round = 0; round < FIRST_HIT_ROUNDS; round++)
    for (const lang of LANGS)
      for (const when of ['hydrated', 'settled'] as const) {
        // A new page is a new browser context: nothing cached, the dialog's code and the search files loaded cold.
        const page = await site.newPage();
        firstHit[lang][when].push(await ctrlKToFirstHit(page, `${site.base}${introduction[lang]}`, BENCH_QUERY[lang], when));
        await page.close();
      }
  await site.close();
  const median = (lang: Lang, key: keyof Timing, when: 'hydrated' | 'settled' = 'hydrated') =>
    percentile(
      firstHit[lang][when].map((timing) => timing[key]),
      50,
    );
  return {
    ctrlKToFirstHitMs: { en: median('en', 'inPage'), zh: median('zh', 'inPage') },
    ctrlKToFirstHitSettledMs: { en: median('en', 'inPage', 'settled'), zh: median('zh', 'inPage', 'settled') },
    ctrlKToFirstHitHarnessMs: { en: median('en', 'harness'), zh: median('zh', 'harness') },
  };
}

async function measure(name: string, size: number, dir: string) {
  console.log(`building the ${size}× site of ${name} in ${dir}…`);
  const build = await buildIn(dir);
  const out = path.join(dir, 'out');
  const exported = exportSize(out);
  // Each build's own client reads its search files: the format may differ between checkouts.
  const { firstQueryBytes } = (await import(path.join(dir, 'tools/bench/search-bytes.ts'))) as typeof import('../search-bytes');
  const searchBytes = { en: await firstQueryBytes(out, 'en', BENCH_QUERY.en), zh: await firstQueryBytes(out, 'zh', BENCH_QUERY.zh) };
  const timings = await firstHits(out);
  return {
    name,
    size,
    pages: exported.pages,
    buildSeconds: build.seconds,
    peakMemoryMiB: build.peakMemoryMiB,
    cpuSeconds: build.cpuSeconds,
    exportMiB: Number((exported.bytes / 2 ** 20).toFixed(1)),
    perPageKiB: Number((exported.bytes / exported.pages / 1024).toFixed(1)),
    introHtmlGzipKiB: Number((gzipOf(path.join(out, 'guide/start/introduction/index.html')) / 1024).toFixed(1)),
    searchGzipKiB: { en: Number((searchBytes.en.gzip / 1024).toFixed(1)), zh: Number((searchBytes.zh.gzip / 1024).toFixed(1)) },
    ...timings,
  };
}

type Row = Awaited<ReturnType<typeof measure>>;

function printTable(rows: Row[]) {
  const line = (label: string, values: (string | number)[]) => `${label.padEnd(46)} ${values.map((v) => String(v).padStart(14)).join(' ')}`;
  const lines: [string, (row: Row) => string | number][] = [
    ['pages', (r) => r.pages],
    ['cold build (s)', (r) => r.buildSeconds],
    [`  CPU time (s), ÷ ${os.availableParallelism()} cores`, (r) => `${r.cpuSeconds} ÷ ${cpuBound(r.cpuSeconds)}`],
    ['peak memory, largest process (MiB)', (r) => r.peakMemoryMiB],
    ['export (MiB)', (r) => r.exportMiB],
    ['export per page (KiB)', (r) => r.perPageKiB],
    ['introduction HTML gzip (KiB)', (r) => r.introHtmlGzipKiB],
    ...LANGS.flatMap((lang): [string, (row: Row) => number][] => [
      [`search, first query gzip ${lang} (KiB)`, (r) => r.searchGzipKiB[lang]],
      [`Ctrl+K → first hit ${lang}, cold: as hydrated (ms)`, (r) => r.ctrlKToFirstHitMs[lang]],
      [`  page settled (ms)`, (r) => r.ctrlKToFirstHitSettledMs[lang]],
      [`  as hydrated, seen by the harness (ms)`, (r) => r.ctrlKToFirstHitHarnessMs[lang]],
    ]),
  ];
  const columns = rows.map((row) => `${row.name} ${row.size}×`);
  console.log(`\n${line('built cold, one after the other', columns)}`);
  for (const [label, value] of lines) console.log(line(label, rows.map(value)));
  console.log(`(first hits: medians of ${FIRST_HIT_ROUNDS} cold rounds each)`);
}

export async function scaleTable(factor: number, vs?: string): Promise<number> {
  // Every copy first, so that every build is of the same tree; with --vs, the other checkout's build
  // of each size runs right before ours.
  const sources = [...(vs ? [{ name: path.basename(vs), from: vs }] : []), { name: 'this', from: process.cwd() }];
  const dirs = [1, factor].flatMap((size) =>
    sources.map(({ name, from }) => ({ size, name, dir: copyProject((copy) => scaleContent(path.join(copy, 'content'), size), from) })),
  );
  const rows: Row[] = [];
  for (const { size, name, dir } of dirs) {
    try {
      rows.push(await measure(name, size, dir));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  printTable(rows);
  for (const source of sources) {
    const [one, many] = rows.filter((row) => row.name === source.name);
    console.log(
      `${source.name}: per page ${factor}×/1× ${(many.perPageKiB / one.perPageKiB).toFixed(2)}, build ${(many.buildSeconds / one.buildSeconds).toFixed(2)}`,
    );
  }
  fs.writeFileSync('tools/bench/scale-results.json', `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
  return 0;
}
