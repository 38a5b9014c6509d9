import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../search/highlight';
import { exportedPath, absoluteUrl } from './url';

import type { Redirect } from './redirects-match';

export type { Redirect };

export const REDIRECTS_FILE = path.join(process.cwd(), 'content', 'redirects.json');

export function readRedirects(file: string = REDIRECTS_FILE): Redirect[] {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Redirect[]) : [];
}

/** A static page that sends the reader on at once: meta refresh, a script that keeps the #hash, a link. */
export function redirectPage(to: string): string {
  const target = escapeHtml(exportedPath(to));
  const js = JSON.stringify(exportedPath(to));
  return `<!doctype html>
<html><head><meta charset="utf-8">
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absoluteUrl(to))}">
<meta http-equiv="refresh" content="0; url=${target}">
<script>location.replace(${js}+location.hash)</script>
</head><body><p>This page has moved to <a href="${target}">${target}</a>.</p></body></html>
`;
}

/** Writes one redirect page per entry into the export folder. */
export function writeRedirectPages(outDir: string, redirects: Redirect[]): string[] {
  return redirects.map(({ from, to }) => {
    const file = path.join(outDir, exportedPath(from), 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, redirectPage(to));
    return file;
  });
}
