/**
 * `npm run bench`: cold build time and peak memory, each page's initial JS/CSS (raw and gzip), search
 * index sizes and query latency, browser timings. Prints a table and writes bench/results.json.
 * `npm run bench -- --check` measures only the (deterministic) sizes of the existing out/ and the search
 * relevance, and exits 1 when a budget of tools/bench/budgets.json is exceeded or relevance is below its floor
 * (tools/bench/relevance.ts); CI runs that. Times are reported, never asserted.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getContent } from '../../lib/content/store';
import { buildPhases, formatPhases } from './build-phases';
import { initialAssets, initialGzip, onDemandChunks, overBudget, type SizeRow } from '../build/page-assets';
import { LANGS } from '../../lib/i18n/locales';
import { createIndex } from '../../lib/search/search-index';
import { searchHits } from '../../lib/search/hits';
import { evaluate, formatReport, formatSets, pageOf, relevanceProblems, type RelevanceSet } from './relevance';
import { searchPages as searchPagesOf } from '../../lib/search/index-file';
import type { Lang } from '../../lib/types';
import { exportedPath } from '../../lib/site/url';
import { htmlOverBudget, htmlSummary, lighthousePages } from './html-weight';

const OUT = path.join(process.cwd(), 'out');
const checkOnly = process.argv.includes('--check');
const scaleFlag = process.argv.indexOf('--scale');
const budgets = JSON.parse(fs.readFileSync('tools/bench/budgets.json', 'utf8'));
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const gzip = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;
const results: Record<string, unknown> = { date: new Date().toISOString() };

async function coldBuild() {
  const { coldBuildIn } = await import('./scale');
  const { stdout, ...build } = coldBuildIn(process.cwd());
  const phases = buildPhases(stdout, JSON.parse(fs.readFileSync('.next/trace', 'utf8')), build.seconds);
  console.log(`\nbuild phases:\n${formatPhases(phases)}`);
  console.log(
    `CPU time, all processes: ${build.cpuSeconds} s (on ${os.availableParallelism()} cores, a wall of at least ${cpuBound(build.cpuSeconds)} s)`,
  );
  return { ...build, phases };
}

/** The least wall time `cpuSeconds` of work can take on this machine's cores. */
const cpuBound = (cpuSeconds: number) => (cpuSeconds / os.availableParallelism()).toFixed(1);

function pageSizes(): SizeRow[] {
  const cache = new Map<string, { raw: number; gzip: number }>();
  const size = (url: string) => {
    if (!cache.has(url)) {
      const file = fs.readFileSync(path.join(OUT, url));
      cache.set(url, { raw: file.length, gzip: gzip(file) });
    }
    return cache.get(url)!;
  };
  return getContent().pages.map(({ record }) => {
    const html = fs.readFileSync(path.join(OUT, exportedPath(record.routePath), 'index.html'), 'utf8');
    const { js, css } = initialAssets(html);
    const sum = (urls: string[], key: 'raw' | 'gzip') => urls.reduce((total, url) => total + size(url)[key], 0);
    return {
      page: exportedPath(record.routePath),
      html: Buffer.byteLength(html),
      jsRaw: sum(js, 'raw'),
      jsGzip: sum(js, 'gzip'),
      cssRaw: sum(css, 'raw'),
      cssGzip: sum(css, 'gzip'),
    };
  });
}

/** What each language's bench query downloads of the search files on a fresh page. */
async function indexSizes() {
  const { firstQueryBytes } = await import('./search-bytes');
  return Promise.all(
    LANGS.map(async (lang) => ({ lang, query: BENCH_QUERY[lang], ...(await firstQueryBytes(OUT, lang, BENCH_QUERY[lang])) })),
  );
}

/** The query of each language the bench times and weighs. */
const BENCH_QUERY: Record<Lang, string> = { en: 'deploy', zh: '侧边栏' };

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const searchPages = (lang: Lang) => searchPagesOf(lang);
/**
 * A language's reader queries: the set the engine was tuned on (`<lang>.json`) and the held-out set
 * written before measuring it (`<lang>.unseen.json`); the gate holds for their union.
 */
function relevanceSet(lang: Lang): RelevanceSet {
  const sets = relevanceFiles(lang).map(({ set }) => set);
  return { queries: sets.flatMap((set) => set.queries), noResults: sets.flatMap((set) => set.noResults) };
}

/** Each query file of a language with its name. */
function relevanceFiles(lang: Lang): { name: string; set: RelevanceSet }[] {
  return [`${lang}.json`, `${lang}.unseen.json`]
    .filter((name) => fs.existsSync(path.join('tools/bench/relevance', name)))
    .map((name) => ({ name, set: JSON.parse(fs.readFileSync(path.join('tools/bench/relevance', name), 'utf8')) as RelevanceSet }));
}

/** The figures of each query file of a language alone. */
const setLines = (lang: Lang, search: (query: string) => ReturnType<typeof searchHits>) =>
  formatSets(relevanceFiles(lang).map(({ name, set }) => ({ name, report: evaluate(set, search) })));

/** Relevance alone, on the search files built from content/ as it is: the loop for tuning the engine. */
async function relevanceOnly() {
  let failed = false;
  for (const lang of LANGS) {
    const pages = searchPages(lang);
    const set = relevanceSet(lang);
    const index = createIndex(pages);
    const report = evaluate(set, (query) => searchHits(index, query));
    console.log(formatReport(lang, report).join('\n'));
    console.log(setLines(lang, (query) => searchHits(index, query)).join('\n'));
    const problems = relevanceProblems(lang, set, report, new Set(pages.map((p) => pageOf(p.url))));
    if (problems.length) {
      failed = true;
      console.error(problems.join('\n'));
    }
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv.includes('--relevance')) await relevanceOnly();

/** Query latency in Node, hits included: words and headings of the site itself, then the reader queries; deterministic. */
function nodeQueries() {
  return LANGS.map((lang) => {
    const pages = searchPages(lang);
    const started = performance.now();
    const index = createIndex(pages);
    const indexMs = performance.now() - started;
    const queries = pages
      .flatMap((p) => p.sections)
      .flatMap((s) => [s.path.at(-1) ?? '', (s.path.at(-1) ?? '').slice(0, 4), ...s.text.split(/\s+/).slice(3, 5)])
      .filter((q) => q.trim())
      .slice(0, 400)
      .concat(relevanceSet(lang).queries.map((q) => q.q));
    const times = queries.map((q) => {
      const t = performance.now();
      searchHits(index, q);
      return performance.now() - t;
    });
    return {
      lang,
      queries: times.length,
      indexMs: Number(indexMs.toFixed(1)),
      p50Ms: Number(percentile(times, 50).toFixed(2)),
      p95Ms: Number(percentile(times, 95).toFixed(2)),
    };
  });
}

async function browserTimings() {
  const { startSite, waitForApp } = await import('../serve/browser-site');
  const site = await startSite();
  const page = await site.newPage();
  const firstHit = async (url: string, query: string) => {
    await page.goto(site.base + url);
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const started = Date.now();
    await page.keyboard.type(query.slice(0, 1));
    await page.keyboard.type(query.slice(1));
    await page.locator('.DocSearch-Hit').first().waitFor();
    return Date.now() - started;
  };
  const coldEn = await firstHit('/guide/start/introduction/', BENCH_QUERY.en);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  const warmStart = Date.now();
  await page.locator('.DocSearch-Input').fill('sidebar');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const warmEn = Date.now() - warmStart;
  const coldZh = await firstHit('/zh/guide/start/introduction/', BENCH_QUERY.zh);

  const { navigationTimings } = await import('./navigation.mjs');
  const nav = await navigationTimings(page, `${site.base}/guide/start/introduction/`);
  await site.close();
  return {
    searchFirstHitMs: { coldEn, warmEn, coldZh },
    clientNavigationMedianMs: Math.round(percentile(nav.prefetched, 50)),
    clientNavigationColdMedianMs: Math.round(percentile(nav.cold, 50)),
    clientNavigationSamples: nav.prefetched.length,
  };
}

/** Vercel's own build for production and preview (tools/check/vercel.mts): two more full builds, too slow for `npm test`. */
function vercelCheck() {
  const started = performance.now();
  const run = spawnSync('npx', ['tsx', 'tools/check/vercel.mts'], { stdio: 'inherit' });
  return { passed: run.status === 0, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
}

/**
 * `npm run bench -- --scale N [--vs DIR]`: the site as it is and the site with every section copied
 * N-1 times, each copied into a temporary folder and built cold in the same run, one after the other;
 * what a page costs in each. `--vs DIR`: another checkout (an older commit) measured the same way, its
 * build of each size right before ours.
 */
/** Cold first hits at each size: a cold page varies by tens of milliseconds on this machine. */
const FIRST_HIT_ROUNDS = 5;

async function scaleTable(factor: number, vs?: string) {
  const { copyProject } = await import('../serve/site-copy');
  const { coldBuildIn, exportSize, gzipOf, scaleContent } = await import('./scale');
  const { startSite } = await import('../serve/browser-site');
  const { ctrlKToFirstHit } = await import('./search-timing');
  const rows = [];
  // Every copy first, so that every build is of the same tree; with --vs, the other checkout's build
  // of each size runs right before ours.
  const sources = [...(vs ? [{ name: path.basename(vs), from: vs }] : []), { name: 'this', from: process.cwd() }];
  const dirs = [1, factor].flatMap((size) =>
    sources.map(({ name, from }) => ({ size, name, dir: copyProject((copy) => scaleContent(path.join(copy, 'content'), size), from) })),
  );
  for (const { size, name, dir } of dirs) {
    try {
      console.log(`building the ${size}× site of ${name} in ${dir}…`);
      const build = coldBuildIn(dir);
      const out = path.join(dir, 'out');
      const size_ = exportSize(out);
      // Each build's own client reads its search files: the format may differ between checkouts.
      const { firstQueryBytes } = (await import(path.join(dir, 'tools/bench/search-bytes.ts'))) as typeof import('./search-bytes');
      const searchBytes = { en: await firstQueryBytes(out, 'en', BENCH_QUERY.en), zh: await firstQueryBytes(out, 'zh', BENCH_QUERY.zh) };
      const site = await startSite({ root: out });
      type Timing = { inPage: number; harness: number };
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
      const median = (lang: Lang, key: keyof Timing, when: 'hydrated' | 'settled' = 'hydrated') =>
        percentile(
          firstHit[lang][when].map((timing) => timing[key]),
          50,
        );
      await site.close();
      rows.push({
        name,
        size,
        pages: size_.pages,
        buildSeconds: build.seconds,
        peakMemoryMiB: build.peakMemoryMiB,
        cpuSeconds: build.cpuSeconds,
        exportMiB: Number((size_.bytes / 2 ** 20).toFixed(1)),
        perPageKiB: Number((size_.bytes / size_.pages / 1024).toFixed(1)),
        introHtmlGzipKiB: Number((gzipOf(path.join(out, 'guide/start/introduction/index.html')) / 1024).toFixed(1)),
        searchGzipKiB: { en: Number((searchBytes.en.gzip / 1024).toFixed(1)), zh: Number((searchBytes.zh.gzip / 1024).toFixed(1)) },
        ctrlKToFirstHitMs: { en: median('en', 'inPage'), zh: median('zh', 'inPage') },
        ctrlKToFirstHitSettledMs: { en: median('en', 'inPage', 'settled'), zh: median('zh', 'inPage', 'settled') },
        ctrlKToFirstHitHarnessMs: { en: median('en', 'harness'), zh: median('zh', 'harness') },
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const columns = rows.map((row) => `${row.name} ${row.size}×`);
  const line = (label: string, values: (string | number)[]) => `${label.padEnd(46)} ${values.map((v) => String(v).padStart(14)).join(' ')}`;
  console.log(`\n${line('built cold, one after the other', columns)}`);
  console.log(
    line(
      'pages',
      rows.map((r) => r.pages),
    ),
  );
  console.log(
    line(
      'cold build (s)',
      rows.map((r) => r.buildSeconds),
    ),
  );
  console.log(
    line(
      `  CPU time (s), ÷ ${os.availableParallelism()} cores`,
      rows.map((r) => `${r.cpuSeconds} ÷ ${cpuBound(r.cpuSeconds)}`),
    ),
  );
  console.log(
    line(
      'peak memory, largest process (MiB)',
      rows.map((r) => r.peakMemoryMiB),
    ),
  );
  console.log(
    line(
      'export (MiB)',
      rows.map((r) => r.exportMiB),
    ),
  );
  console.log(
    line(
      'export per page (KiB)',
      rows.map((r) => r.perPageKiB),
    ),
  );
  console.log(
    line(
      'introduction HTML gzip (KiB)',
      rows.map((r) => r.introHtmlGzipKiB),
    ),
  );
  for (const lang of LANGS) {
    console.log(
      line(
        `search, first query gzip ${lang} (KiB)`,
        rows.map((r) => r.searchGzipKiB[lang]),
      ),
    );
    console.log(
      line(
        `Ctrl+K → first hit ${lang}, cold: as hydrated (ms)`,
        rows.map((r) => r.ctrlKToFirstHitMs[lang]),
      ),
    );
    console.log(
      line(
        `  page settled (ms)`,
        rows.map((r) => r.ctrlKToFirstHitSettledMs[lang]),
      ),
    );
    console.log(
      line(
        `  as hydrated, seen by the harness (ms)`,
        rows.map((r) => r.ctrlKToFirstHitHarnessMs[lang]),
      ),
    );
  }
  console.log(`(first hits: medians of ${FIRST_HIT_ROUNDS} cold rounds each)`);
  for (const source of sources) {
    const [one, many] = rows.filter((row) => row.name === source.name);
    console.log(
      `${source.name}: per page ${factor}×/1× ${(many.perPageKiB / one.perPageKiB).toFixed(2)}, build ${(many.buildSeconds / one.buildSeconds).toFixed(2)}`,
    );
  }
  fs.writeFileSync('tools/bench/scale-results.json', `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
}

/**
 * `npm run bench -- --floor [N]`: this site and the bare export of the same MDX files (floor.ts), each
 * built cold N times, alternating, in temporary folders: how much of a build is Next's and MDX's own.
 */
async function floorTable(rounds: number) {
  const { copyProject } = await import('../serve/site-copy');
  const { coldBuildIn } = await import('./scale');
  const { bareProject } = await import('./floor');
  const builds = { 'this site': copyProject(), 'bare Next + @next/mdx': bareProject() };
  const seconds: Record<string, number[]> = {};
  for (let round = 1; round <= rounds; round++) {
    for (const [name, dir] of Object.entries(builds)) {
      const { seconds: took, peakMemoryMiB, cpuSeconds } = coldBuildIn(dir);
      (seconds[name] ??= []).push(took);
      console.log(`round ${round}: ${name} ${took} s (CPU ${cpuSeconds} s), peak ${peakMemoryMiB} MiB`);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const [ours, floor] = Object.values(seconds).map(median);
  console.log(
    `median cold build: this site ${ours} s, floor ${floor} s, ratio ${(ours / floor).toFixed(2)} (${rounds} rounds, alternating)`,
  );
  for (const dir of Object.values(builds)) fs.rmSync(dir, { recursive: true, force: true });
}

if (process.argv.includes('--floor')) {
  const rounds = Number(process.argv[process.argv.indexOf('--floor') + 1]);
  await floorTable(Number.isInteger(rounds) && rounds > 0 ? rounds : 3);
  process.exit(0);
}

if (scaleFlag > -1) {
  const vsFlag = process.argv.indexOf('--vs');
  await scaleTable(Number(process.argv[scaleFlag + 1] ?? 10), vsFlag > -1 ? path.resolve(process.argv[vsFlag + 1]) : undefined);
  process.exit(0);
}

if (!checkOnly) {
  console.log('Cold build…');
  results.build = await coldBuild();
}
const rows = pageSizes();
const indexes = await indexSizes();
const html = rows.map((r) => ({ page: r.page, raw: r.html, gzip: gzip(fs.readFileSync(path.join(OUT, r.page, 'index.html'))) }));
results.html = html;
const max = rows.reduce((a, b) => (initialGzip(b) > initialGzip(a) ? b : a));
const pick = (page: string) => rows.find((r) => r.page === page)!;
results.pages = rows;
results.pagesSummary = {
  max,
  home: pick('/'),
  introduction: pick('/guide/start/introduction/'),
  zhConfigBasic: pick('/zh/api/config/config-basic/'),
};
results.searchIndex = indexes;

const table = (list: SizeRow[]) =>
  list
    .map(
      (r) =>
        `${r.page.padEnd(48)} ${kib(r.html).padStart(7)} ${kib(r.jsRaw).padStart(8)} ${kib(r.jsGzip).padStart(8)} ${kib(r.cssRaw).padStart(8)} ${kib(r.cssGzip).padStart(8)} ${kib(initialGzip(r)).padStart(8)}`,
    )
    .join('\n');
console.log(
  `\n${'page'.padEnd(48)} ${'html'.padStart(7)} ${'js'.padStart(8)} ${'js gz'.padStart(8)} ${'css'.padStart(8)} ${'css gz'.padStart(8)} ${'init gz'.padStart(8)}  (KiB)`,
);
console.log(table(rows));
console.log(`\nmax: ${max.page} ${kib(initialGzip(max))} KiB gzip initial JS + CSS (budget ${budgets.pageInitialJsCssGzipKiB} KiB)`);
for (const i of indexes)
  console.log(
    `search, first query "${i.query}" (${i.lang}): ${i.files} files, ${kib(i.raw)} KiB raw, ${kib(i.gzip)} KiB gzip (budget ${budgets.searchIndexGzipKiB} KiB)`,
  );
console.log(`\n${htmlSummary(html, budgets).join('\n')}`);

// Social cards (out/og/<lang>/<page>.png): the largest, against its budget.
const cards = fs
  .readdirSync(path.join(OUT, 'og'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
  .map((entry) => ({
    file: path.relative(OUT, path.join(entry.parentPath, entry.name)),
    bytes: fs.statSync(path.join(entry.parentPath, entry.name)).size,
  }));
const largestCard = cards.reduce((a, b) => (b.bytes > a.bytes ? b : a));
results.socialCards = { count: cards.length, maxKiB: Number(kib(largestCard.bytes)), max: largestCard.file };
console.log(
  `social cards: ${cards.length}, largest ${largestCard.file} ${kib(largestCard.bytes)} KiB (budget ${budgets.socialCardKiB} KiB)`,
);
const cardProblems = cards
  .filter((card) => card.bytes / 1024 > budgets.socialCardKiB)
  .map((card) => `${card.file}: social card ${kib(card.bytes)} KiB > ${budgets.socialCardKiB} KiB`);

// Scripts loaded on demand (the search dialog, the popovers, the drawer): the largest against its budget,
// so that a module pulled into one (a Node built-in's browser stand-in) fails CI too.
const atStart = new Set(
  getContent().pages.flatMap(
    ({ record }) => initialAssets(fs.readFileSync(path.join(OUT, exportedPath(record.routePath), 'index.html'), 'utf8')).js,
  ),
);
const onDemand = onDemandChunks(OUT, atStart, gzip);
results.onDemandChunks = { count: onDemand.length, maxGzipKiB: Number(kib(onDemand[0]?.gzip ?? 0)) };
console.log(
  `scripts loaded on demand: ${onDemand.length}, largest ${onDemand[0]?.chunk} ${kib(onDemand[0]?.gzip ?? 0)} KiB gzip (budget ${budgets.onDemandChunkGzipKiB} KiB)`,
);
const chunkProblems = onDemand
  .filter((chunk) => chunk.gzip / 1024 > budgets.onDemandChunkGzipKiB)
  .map((chunk) => `${chunk.chunk}: loaded on demand, ${kib(chunk.gzip)} KiB gzip > ${budgets.onDemandChunkGzipKiB} KiB`);

// Search relevance on the reader queries of tools/bench/relevance/ (deterministic: --check gates it too).
const relevance = LANGS.map((lang) => {
  const pages = searchPages(lang);
  const set = relevanceSet(lang);
  const index = createIndex(pages);
  const report = evaluate(set, (query) => searchHits(index, query));
  console.log(formatReport(lang, report).join('\n'));
  console.log(setLines(lang, (query) => searchHits(index, query)).join('\n'));
  return { lang, report, problems: relevanceProblems(lang, set, report, new Set(pages.map((p) => pageOf(p.url)))) };
});
results.searchRelevance = relevance.map(({ lang, report }) => ({ lang, top1: report.top1, top3: report.top3, mrr: report.mrr }));

if (!checkOnly) {
  results.searchNode = nodeQueries();
  for (const s of results.searchNode as ReturnType<typeof nodeQueries>)
    console.log(`search ${s.lang} (Node): index built in ${s.indexMs} ms; ${s.queries} queries, p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms`);
  results.browser = await browserTimings();
  console.log('browser:', JSON.stringify(results.browser));
  const { printLighthouse, runLighthouse } = await import('./lighthouse.mjs');
  const measured = lighthousePages(html);
  const lighthouse = await runLighthouse(measured);
  printLighthouse(lighthouse);
  results.lighthouse = lighthouse;
  const applied = await runLighthouse(measured, { throttling: 'devtools' });
  printLighthouse(applied, 'devtools');
  results.lighthouseApplied = applied;
  if (results.build) console.log('build:', JSON.stringify(results.build));
  results.vercel = vercelCheck();
  fs.writeFileSync('tools/bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');
}

const problems = [
  ...overBudget(rows, indexes, budgets),
  ...htmlOverBudget(html, budgets),
  ...cardProblems,
  ...chunkProblems,
  ...relevance.flatMap((r) => r.problems),
];
if (problems.length) {
  console.error(`\n✗ over budget:\n${problems.join('\n')}`);
  if (checkOnly) process.exit(1);
} else {
  console.log('\n✓ every size within budget');
}
if (!checkOnly && !(results.vercel as ReturnType<typeof vercelCheck>).passed) {
  console.error('✗ the Vercel check failed (above)');
  process.exit(1);
}
