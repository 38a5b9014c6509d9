import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * A bigger site for the bench: every nav section of content/ copied `factor - 1` times as sections of
 * its own (`guide-2`, `api-2`, …), in both languages, with their sidebars. The copies' links still
 * point at the original pages, so the copy passes the content check like the real site.
 */
export function scaleContent(content: string, factor: number): void {
  const sections = JSON.parse(fs.readFileSync(path.join(content, 'nav.json'), 'utf8')) as string[];
  const copies: string[] = [];
  for (let n = 2; n <= factor; n++) {
    for (const section of sections) {
      const copy = `${section}-${n}`;
      for (const lang of ['en', 'zh']) fs.cpSync(path.join(content, lang, section), path.join(content, lang, copy), { recursive: true });
      fs.copyFileSync(path.join(content, 'sidebars', `${section}.json`), path.join(content, 'sidebars', `${copy}.json`));
      copies.push(copy);
    }
  }
  fs.writeFileSync(path.join(content, 'nav.json'), JSON.stringify([...sections, ...copies]));
}

/** Files and bytes of an export, its pages (index.html) among them. */
export function exportSize(out: string): { bytes: number; files: number; pages: number } {
  let bytes = 0;
  let files = 0;
  let pages = 0;
  for (const entry of fs.readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name === 'index.html') pages++;
  }
  return { bytes, files, pages };
}

/** The gzip size of one file of an export. */
export function gzipOf(file: string): number {
  return gzipSync(fs.readFileSync(file), { level: 9 }).length;
}
