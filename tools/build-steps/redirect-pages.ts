import fs from 'node:fs';
import path from 'node:path';
import { HTML_LANG } from '../../lib/i18n/locales';
import { translatorOf } from '../../lib/i18n/messages';
import { escapeHtml } from '../../lib/search/engine/highlight';
import { withBasePath } from '../../lib/hosting/base-path.mjs';
import type { Redirect } from '../../lib/hosting/redirects-match';
import { absoluteUrl } from '../../lib/hosting/url';
import { exportedPath, langFromPath } from '../../lib/urls';

const REDIRECTS_FILE = path.join(process.cwd(), 'content', 'redirects.json');

export function readRedirects(file: string = REDIRECTS_FILE): Redirect[] {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Redirect[]) : [];
}

/**
 * A static page that sends the reader on at once: meta refresh, a script that keeps the #hash, and a
 * link for a reader without either, in the language of the old address.
 */
export function redirectPage({ from, to }: Redirect): string {
  const lang = langFromPath(from);
  const t = translatorOf(lang);
  const target = escapeHtml(withBasePath(exportedPath(to)));
  const js = JSON.stringify(withBasePath(exportedPath(to)));
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<title>${escapeHtml(t('redirect.title'))}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(absoluteUrl(to))}">
<meta http-equiv="refresh" content="0; url=${target}">
<script>location.replace(${js}+location.hash)</script>
</head><body><p>${escapeHtml(t('redirect.movedTo'))} <a href="${target}">${target}</a></p></body></html>
`;
}

/** The export's redirect pages: one `…/index.html` (path inside out/) per entry. */
export function redirectFiles(redirects: Redirect[]): { file: string; html: string }[] {
  return redirects.map((redirect) => ({ file: `${exportedPath(redirect.from)}index.html`, html: redirectPage(redirect) }));
}

/** Writes one redirect page per entry into the export folder; returns the files written. */
export function writeRedirectPages(outDir: string, redirects: Redirect[]): string[] {
  return redirectFiles(redirects).map(({ file, html }) => {
    const target = path.join(outDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
    return target;
  });
}
