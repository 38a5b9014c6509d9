/**
 * After `next build`: writes what the static export needs beyond Next's output: a Markdown twin
 * next to every page (`/guide/start/introduction.md`) and a redirect page for every entry of
 * content/redirects.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getContent } from '../lib/content/store';
import { pageMarkdown } from '../lib/content/markdown';
import { markdownPath } from '../lib/site/llms';
import { readRedirects, writeRedirectPages } from './redirect-pages';

const OUT = path.join(process.cwd(), 'out');
if (!fs.existsSync(OUT)) throw new Error('out/ is missing: run next build first');

const pages = getContent().pages;
for (const page of pages) {
  const file = path.join(OUT, markdownPath(page.record.routePath));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, pageMarkdown(page));
}
const redirects = writeRedirectPages(OUT, readRedirects());
console.log(`✓ post-build: ${pages.length} Markdown twins, ${redirects.length} redirect pages`);
