/**
 * Links each page of a review report to the same page on a preview deployment. Plain JavaScript with
 * no import, so the workflow can run it on a checkout without installing anything when the preview's
 * address arrives after the report (`node tools/review/preview-links.mjs <file> <url>` rewrites the file).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A page cell of the report's tables (`| \`/guide/x/\` |`), not yet linked. */
const PAGE_CELL = /^\| `(\/[^`\s]*)` \|/gm;

/** The report with each page cell linked to `previewUrl` + its address. */
export function linkPages(markdown, previewUrl) {
  const base = new URL(previewUrl).href.replace(/\/$/, '');
  return markdown.replace(PAGE_CELL, (_, page) => `| [\`${page}\`](${base}${page}) |`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, url] = process.argv.slice(2);
  if (!file || !url || !/^https?:\/\//.test(url)) {
    console.error('usage: node tools/review/preview-links.mjs <report.md> <https://preview.example>');
    process.exit(1);
  }
  fs.writeFileSync(file, linkPages(fs.readFileSync(file, 'utf8'), url));
}
