import fs from 'node:fs';
import path from 'node:path';
import type { Redirect } from './redirects-match';

/**
 * What a server-mode build needs beyond Next's output, written by tools/build-steps/postbuild.mts into
 * `.next/postbuild/` and read by middleware.ts at run time: the Markdown twins (the export has them
 * as files in out/) and the redirect table (the export has redirect pages instead).
 */
export function serverFilesDir(root: string = process.cwd()): string {
  return path.join(/*turbopackIgnore: true*/ root, '.next', 'postbuild');
}

export const markdownDir = (dir: string) => path.join(dir, 'markdown');
export const redirectTableFile = (dir: string) => path.join(dir, 'redirects.json');

/** The twin for a request path (`/guide/start/introduction.md`), or undefined. */
export function readMarkdownTwin(dir: string, pathname: string): string | undefined {
  if (!pathname.endsWith('.md')) return undefined;
  const root = markdownDir(dir);
  const file = path.join(/*turbopackIgnore: true*/ root, pathname);
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8');
  } catch {
    return undefined;
  }
}

/** The redirect table of the build, or undefined when postbuild has not written one. */
export function readRedirectTable(dir: string): Redirect[] | undefined {
  try {
    return JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ redirectTableFile(dir), 'utf8')) as Redirect[];
  } catch {
    return undefined;
  }
}

export function writeRedirectTable(dir: string, redirects: Redirect[]): string {
  const file = redirectTableFile(dir);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(redirects, null, 2)}\n`);
  return file;
}
