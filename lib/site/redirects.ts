import { escapeHtml } from '../search/highlight';
import { withBasePath } from './base-path.mjs';
import { exportedPath, absoluteUrl } from './url';
import type { Redirect } from './redirects-match';

export type { Redirect };

/** A static page that sends the reader on at once: meta refresh, a script that keeps the #hash, a link. */
export function redirectPage(to: string): string {
  const target = escapeHtml(withBasePath(exportedPath(to)));
  const js = JSON.stringify(withBasePath(exportedPath(to)));
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

/** The export's redirect pages: one `…/index.html` (path inside out/) per entry. */
export function redirectFiles(redirects: Redirect[]): { file: string; html: string }[] {
  return redirects.map(({ from, to }) => ({ file: `${exportedPath(from)}index.html`, html: redirectPage(to) }));
}
