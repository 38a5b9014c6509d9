import fs from 'node:fs';
import path from 'node:path';

/**
 * Next writes each page's whole payload twice in an export: `index.txt`, which the router fetches to
 * navigate to a page it has not prefetched, and `__next._full.txt`, which only its server-side resume
 * feature asks for, never the router of a static export. Removes the second; returns how many went.
 */
export function removeUnusedPayloads(outDir: string): number {
  let removed = 0;
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name === '__next._full.txt') {
      fs.rmSync(path.join(entry.parentPath, entry.name));
      removed++;
    }
  }
  return removed;
}
