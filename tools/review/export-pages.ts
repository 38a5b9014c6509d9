import fs from 'node:fs';
import path from 'node:path';
import { ReviewError } from './errors';
import { readExportedPage, type ExportedPage } from './page-text';

/** Folders of an export that hold no page: scripts, social cards, search files. */
const NOT_PAGES = new Set(['_next', 'og', 'search-index', 'sidebar']);

/** Refuses a folder that is no static export of the site, with what to pass instead. */
export function assertExport(dir: string, what: string, shown = dir): void {
  if (!fs.existsSync(path.join(dir, 'index.html')) || !fs.existsSync(path.join(dir, '_next')))
    throw new ReviewError(
      `${what} ${shown} is not a static export (no index.html and _next/ in it): pass the out/ folder of \`npm run build\``,
    );
}

/** Every page and redirect page of an export by address (`/guide/basic/deploy/`), read from its `index.html`. */
export function readExport(dir: string): Map<string, ExportedPage> {
  const pages = new Map<string, ExportedPage>();
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (entry.isDirectory() && !(rel === '' && NOT_PAGES.has(entry.name))) walk(path.join(rel, entry.name));
      else if (entry.name === 'index.html') {
        const page = readExportedPage(fs.readFileSync(path.join(dir, rel, entry.name), 'utf8'));
        if (page) pages.set(rel ? `/${rel.split(path.sep).join('/')}/` : '/', page);
      }
    }
  };
  walk('');
  return pages;
}
