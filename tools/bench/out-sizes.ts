/**
 * The sizes of the existing out/, deterministic: each page's HTML and initial JS/CSS, what each
 * language's first query downloads of the search files, the social cards, the scripts loaded on demand.
 * Prints them with their budgets and hands each budgeted one over as a `Measured`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { getContent } from '../../lib/content/store';
import { LANGS } from '../../lib/i18n/locales';
import { exportedPath } from '../../lib/urls';
import { initialAssets, initialGzip, onDemandChunks, type SizeRow } from '../build-steps/page-assets';
import { BENCH_QUERY } from './bench-query';
import { kibBudget, type Budgets, type Measured } from './budgets';
import { htmlSummary, type HtmlRow } from './html-weight';
import { firstQueryBytes } from './search-bytes';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const gzip = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length;
const pageHtml = (out: string, page: string) => fs.readFileSync(path.join(out, page, 'index.html'));

function pageSizes(out: string, pages: string[]): SizeRow[] {
  const cache = new Map<string, { raw: number; gzip: number }>();
  const size = (url: string) => {
    if (!cache.has(url)) {
      const file = fs.readFileSync(path.join(out, url));
      cache.set(url, { raw: file.length, gzip: gzip(file) });
    }
    return cache.get(url)!;
  };
  return pages.map((page) => {
    const html = pageHtml(out, page).toString('utf8');
    const { js, css } = initialAssets(html);
    const sum = (urls: string[], key: 'raw' | 'gzip') => urls.reduce((total, url) => total + size(url)[key], 0);
    return {
      page,
      html: Buffer.byteLength(html),
      jsRaw: sum(js, 'raw'),
      jsGzip: sum(js, 'gzip'),
      cssRaw: sum(css, 'raw'),
      cssGzip: sum(css, 'gzip'),
    };
  });
}

function printPageTable(rows: SizeRow[]) {
  const widths = [7, 8, 8, 8, 8, 8];
  const cells = (values: string[]) => values.map((v, i) => v.padStart(widths[i])).join(' ');
  console.log(`\n${'page'.padEnd(48)} ${cells(['html', 'js', 'js gz', 'css', 'css gz', 'init gz'])}  (KiB)`);
  const row = (r: SizeRow) => `${r.page.padEnd(48)} ${cells([r.html, r.jsRaw, r.jsGzip, r.cssRaw, r.cssGzip, initialGzip(r)].map(kib))}`;
  console.log(rows.map(row).join('\n'));
}

/** Social cards (out/og/<lang>/<page>.png). */
function socialCards(out: string) {
  return fs
    .readdirSync(path.join(out, 'og'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => ({
      file: path.relative(out, path.join(entry.parentPath, entry.name)),
      bytes: fs.statSync(path.join(entry.parentPath, entry.name)).size,
    }));
}

export async function outSizes(out: string, budgets: Budgets) {
  const pages = getContent().pages.map(({ record }) => exportedPath(record.routePath));
  const rows = pageSizes(out, pages);
  const indexes = await Promise.all(
    LANGS.map(async (lang) => ({ lang, query: BENCH_QUERY[lang], ...(await firstQueryBytes(out, lang, BENCH_QUERY[lang])) })),
  );
  const html: HtmlRow[] = rows.map((r) => ({ page: r.page, raw: r.html, gzip: gzip(pageHtml(out, r.page)) }));
  const max = rows.reduce((a, b) => (initialGzip(b) > initialGzip(a) ? b : a));
  const pick = (page: string) => rows.find((r) => r.page === page)!;

  printPageTable(rows);
  console.log(
    `\nmax: ${max.page} ${kib(initialGzip(max))} KiB gzip initial JS + CSS (budget ${kibBudget(budgets, 'pageInitialJsCssGzipKiB')} KiB)`,
  );
  for (const i of indexes)
    console.log(
      `search, first query "${i.query}" (${i.lang}): ${i.files} files, ${kib(i.raw)} KiB raw, ${kib(i.gzip)} KiB gzip (budget ${kibBudget(budgets, 'searchIndexGzipKiB')} KiB)`,
    );
  console.log(`\n${htmlSummary(html, budgets.htmlGzipKiB).join('\n')}`);

  const cards = socialCards(out);
  const largestCard = cards.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `social cards: ${cards.length}, largest ${largestCard.file} ${kib(largestCard.bytes)} KiB (budget ${kibBudget(budgets, 'socialCardKiB')} KiB)`,
  );

  // Scripts loaded on demand (the search dialog, the popovers, the drawer) are budgeted too, so that a
  // module pulled into one (a Node built-in's browser stand-in) fails CI.
  const atStart = new Set(pages.flatMap((page) => initialAssets(pageHtml(out, page).toString('utf8')).js));
  const onDemand = onDemandChunks(out, atStart, gzip);
  console.log(
    `scripts loaded on demand: ${onDemand.length}, largest ${onDemand[0]?.chunk} ${kib(onDemand[0]?.gzip ?? 0)} KiB gzip (budget ${kibBudget(budgets, 'onDemandChunkGzipKiB')} KiB)`,
  );

  const measured: Measured[] = [
    ...rows.map((r) => ({ figure: 'pageInitialJsCssGzipKiB', subject: r.page, bytes: initialGzip(r) })),
    ...indexes.map((i) => ({ figure: 'searchIndexGzipKiB', subject: `search index ${i.lang}`, bytes: i.gzip })),
    ...html.map((r) => ({ figure: 'htmlGzipKiB', subject: r.page, bytes: r.gzip })),
    ...cards.map((card) => ({ figure: 'socialCardKiB', subject: card.file, bytes: card.bytes })),
    ...onDemand.map((chunk) => ({ figure: 'onDemandChunkGzipKiB', subject: chunk.chunk, bytes: chunk.gzip })),
  ];
  const results = {
    html,
    pages: rows,
    pagesSummary: {
      max,
      home: pick('/'),
      introduction: pick('/guide/start/introduction/'),
      zhConfigBasic: pick('/zh/api/config/config-basic/'),
    },
    searchIndex: indexes,
    socialCards: { count: cards.length, maxKiB: Number(kib(largestCard.bytes)), max: largestCard.file },
    onDemandChunks: { count: onDemand.length, maxGzipKiB: Number(kib(onDemand[0]?.gzip ?? 0)) },
  };
  return { results, measured, html };
}
