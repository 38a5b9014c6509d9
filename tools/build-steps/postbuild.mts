/**
 * After `next build`, what Next does not write. Markdown twins of every page
 * (`/guide/start/introduction.md`) in both modes, each index page's twin also where its URL asked for
 * Markdown is answered from (`/api/index.md` at `/api.md`, lib/hosting/accept.ts); moved pages as redirect pages (export) or as the
 * table middleware.ts answers with 308 (server mode, `NEXT_OUTPUT=server`); in the export, V8's
 * compile hint on the scripts every page loads at start (tools/build-steps/compile-hints.ts).
 *
 * - Static export: into out/, next to the pages.
 * - Server mode: into `.next/postbuild/` (lib/hosting/server-files.ts), where middleware.ts reads them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getContent } from '../../lib/content/store';
import { pageMarkdown } from '../../lib/llm-text/markdown';
import { exportedPath, markdownPath, negotiatedTwinPath } from '../../lib/urls';
import { markdownDir, serverFilesDir, writeRedirectTable } from '../../lib/hosting/server-files';
import { readRedirects, writeRedirectPages } from './redirect-pages';
import { addCompileHints } from './compile-hints';
import { removeUnusedPayloads } from './unused-payloads';
import { BASE_PATH } from '../../lib/hosting/base-path.mjs';

const serverMode = process.env.NEXT_OUTPUT === 'server';
const NEXT_DIR = path.join(process.cwd(), '.next');
const OUT = path.join(process.cwd(), 'out');

// A server build writes no out/ and an export build writes export-detail.json: catch a mode mismatch
// (the variable set for one command only) before writing anything.
const exported = fs.existsSync(path.join(NEXT_DIR, 'export-detail.json'));
if (!fs.existsSync(path.join(NEXT_DIR, 'BUILD_ID'))) throw new Error('.next/ is missing: run next build first');
if (serverMode && exported) throw new Error('NEXT_OUTPUT=server, but .next/ holds a static export: run `npm run build:server`');
if (!serverMode && (!exported || !fs.existsSync(OUT))) {
  throw new Error('out/ is missing or .next/ holds a server build: run `npm run build` (server mode: `npm run build:server`)');
}

const serverDir = serverFilesDir();
const twinsRoot = serverMode ? markdownDir(serverDir) : OUT;
if (serverMode) fs.rmSync(serverDir, { recursive: true, force: true });

const pages = getContent().pages;
let copies = 0;
for (const page of pages) {
  const twin = markdownPath(page.record.routePath);
  const negotiated = negotiatedTwinPath(exportedPath(page.record.routePath));
  const markdown = pageMarkdown(page);
  for (const address of negotiated && negotiated !== twin ? [twin, negotiated] : [twin]) {
    const file = path.join(twinsRoot, address);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, markdown);
  }
  if (negotiated !== twin) copies += 1;
}

const redirects = readRedirects();
/** Since the process started, loading included (npm run bench reads it). */
const elapsed = () => `${Math.round(performance.now())} ms`;
if (serverMode) {
  writeRedirectTable(serverDir, redirects);
  console.log(
    `✓ post-build (server mode): ${pages.length} Markdown twins (${copies} index pages also at their URL + .md) and ${redirects.length} redirects in ${path.relative(process.cwd(), serverDir)}/ (${elapsed()})`,
  );
} else {
  writeRedirectPages(OUT, redirects);
  const unused = removeUnusedPayloads(OUT);
  const hinted = addCompileHints(OUT, BASE_PATH);
  console.log(
    `✓ post-build: ${pages.length} Markdown twins (${copies} index pages also at their URL + .md), ${redirects.length} redirect pages, ${unused} unused payloads removed, compile hint on ${hinted.length} start-up scripts (${elapsed()})`,
  );
}
