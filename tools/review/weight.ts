import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGS } from '../../lib/i18n/locales';
import type { Lang } from '../../lib/types';
import { BENCH_QUERY } from '../bench/bench-query';
import { firstQueryBytes } from '../bench/search-bytes';
import { initialAssets } from '../build-steps/page-assets';

/** gzip sizes in bytes of what a page loads before interaction, as `npm run bench` counts them. */
export interface PageWeight {
  jsCss: number;
  html: number;
}

const gzip = (file: Buffer) => gzipSync(file, { level: 9 }).length;

/** A page's initial JS + CSS (bench's `initialAssets`) and its HTML, gzip; undefined when the export lacks the page. */
export function pageWeight(out: string, page: string): PageWeight | undefined {
  const file = path.join(out, page, 'index.html');
  if (!fs.existsSync(file)) return undefined;
  const html = fs.readFileSync(file);
  const { js, css } = initialAssets(html.toString('utf8'));
  const jsCss = [...js, ...css].reduce((total, url) => {
    const asset = path.join(out, url);
    return total + (fs.existsSync(asset) ? gzip(fs.readFileSync(asset)) : 0);
  }, 0);
  return { jsCss, html: gzip(html) };
}

/** What each language's first search downloads (bench's query and figure), gzip bytes. */
export async function searchWeight(out: string): Promise<Record<Lang, number>> {
  const entries = await Promise.all(LANGS.map(async (lang) => [lang, (await firstQueryBytes(out, lang, BENCH_QUERY[lang])).gzip] as const));
  return Object.fromEntries(entries) as Record<Lang, number>;
}
