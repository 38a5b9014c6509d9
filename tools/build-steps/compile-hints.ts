import fs from 'node:fs';
import path from 'node:path';
import { initialAssets } from './page-assets';

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file
 * that starts with it is compiled on a background thread while the file streams in, instead of on
 * the main thread when first called. Nearly all of the framework chunk runs at start-up, so lazy
 * compilation would otherwise land in the longest main-thread task of every page.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/**
 * Puts the hint at the top of every script some exported page loads before any interaction (the
 * `<script src>` of its HTML; chunks loaded on demand are left alone). Returns the files changed.
 */
export function addCompileHints(outDir: string, basePath: string): string[] {
  const scripts = new Set(htmlFiles(outDir).flatMap((file) => initialAssets(fs.readFileSync(file, 'utf8')).js));
  const changed: string[] = [];
  for (const src of scripts) {
    if (!src.startsWith(`${basePath}/_next/`)) continue;
    const file = path.join(outDir, src.slice(basePath.length));
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, withCompileHint(source));
    changed.push(file);
  }
  return changed;
}
