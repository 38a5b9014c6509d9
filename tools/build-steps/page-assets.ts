import fs from 'node:fs';
import path from 'node:path';

/**
 * What a page loads before interaction, read from its exported HTML: the `<script src>` tags
 * and the stylesheets. `noModule` scripts (legacy polyfills) are skipped: browsers that run modules
 * never download them. Chunks loaded later on demand (search dialog, tools popover, image zoom)
 * are not in the HTML and not counted.
 */
export function initialAssets(html: string): { js: string[]; css: string[] } {
  const js = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/\snoModule/i.test(m[1]))
    .map((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1])
    .filter((src): src is string => Boolean(src));
  // A print stylesheet neither blocks rendering nor is needed to use the page: browsers fetch it last.
  const css = [...html.matchAll(/<link([^>]*rel="stylesheet"[^>]*)>/g)]
    .filter((m) => !/\smedia="print"/.test(m[1]))
    .map((m) => /\shref="([^"]+)"/.exec(m[1])?.[1])
    .filter((href): href is string => Boolean(href));
  return { js: [...new Set(js)], css: [...new Set(css)] };
}

export interface SizeRow {
  page: string;
  html: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
}

export function initialGzip(row: SizeRow): number {
  return row.jsGzip + row.cssGzip;
}

/**
 * The scripts of an export that no page loads at start (`initial`: what `initialAssets` found), each
 * with its gzip size, largest first: the parts loaded on demand, the search dialog the largest.
 */
export function onDemandChunks(out: string, initial: Set<string>, gzip: (file: Buffer) => number): { chunk: string; gzip: number }[] {
  const dir = path.join(out, '_next/static/chunks');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/_next/static/chunks/${name}`)
    .filter((chunk) => !initial.has(chunk))
    .map((chunk) => ({ chunk, gzip: gzip(fs.readFileSync(path.join(out, chunk))) }))
    .sort((a, b) => b.gzip - a.gzip);
}
