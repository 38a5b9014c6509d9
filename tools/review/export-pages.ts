import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { hashCode, writeAtomically } from '../../lib/build-cache.mjs';
import { ReviewError } from './errors';
import { readExportedPage, withoutScriptText, type ExportedPage } from './page-text';

/** Folders of an export that hold no page: scripts, social cards, search files. */
const NOT_PAGES = new Set(['_next', 'og', 'search-index', 'sidebar']);

/** Refuses a folder that is no static export of the site, with what to pass instead. */
export function assertExport(dir: string, what: string, shown = dir): void {
  if (!fs.existsSync(path.join(dir, 'index.html')) || !fs.existsSync(path.join(dir, '_next')))
    throw new ReviewError(
      `${what} ${shown} is not a static export (no index.html and _next/ in it): pass the out/ folder of \`npm run build\``,
    );
}

/** A page's reading by the hash of its HTML (scripts' text aside) and of the code that reads it; null for an HTML file that is no page. */
type ReadPages = Map<string, ExportedPage | null>;

/** The code that turns HTML into what the review compares (this folder, the locked parser): a change to it must not serve older readings. */
const READER = (() => {
  const hash = createHash('sha256');
  hashCode(hash, path.dirname(fileURLToPath(import.meta.url)), process.cwd());
  return hash.digest('hex');
})();

/**
 * Every page and redirect page of each export by address (`/guide/basic/deploy/`), read from its
 * `index.html`. With `cacheDir`, pages read by the last run are kept there by the hash of their HTML
 * without the scripts' text, which the reading leaves out too (Next's payload, which names the build):
 * a later run parses only the pages whose markup changed, whichever build they come from.
 */
export function readExports(dirs: string[], cacheDir?: string): Map<string, ExportedPage>[] {
  const file = cacheDir && path.join(cacheDir, 'read-pages.v8');
  const earlier: ReadPages = file && fs.existsSync(file) ? (v8.deserialize(fs.readFileSync(file)) as ReadPages) : new Map();
  const read: ReadPages = new Map();
  const exports = dirs.map((dir) => {
    const pages = new Map<string, ExportedPage>();
    const walk = (rel: string) => {
      for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
        if (entry.isDirectory() && !(rel === '' && NOT_PAGES.has(entry.name))) walk(path.join(rel, entry.name));
        else if (entry.name === 'index.html') {
          const html = fs.readFileSync(path.join(dir, rel, entry.name), 'utf8');
          const key = createHash('sha256').update(READER).update(withoutScriptText(html)).digest('hex');
          const known = read.has(key) ? read : earlier.has(key) ? earlier : undefined;
          const page = known ? (known.get(key) as ExportedPage | null) : (readExportedPage(html) ?? null);
          read.set(key, page);
          if (page) pages.set(rel ? `/${rel.split(path.sep).join('/')}/` : '/', page);
        }
      }
    };
    walk('');
    return pages;
  });
  // Only this run's pages: the file holds two exports at most.
  if (file) writeAtomically(file, v8.serialize(read));
  return exports;
}
