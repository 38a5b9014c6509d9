import fs from 'node:fs';
import path from 'node:path';
import { redirectFiles, type Redirect } from '../lib/site/redirects';

export const REDIRECTS_FILE = path.join(process.cwd(), 'content', 'redirects.json');

export function readRedirects(file: string = REDIRECTS_FILE): Redirect[] {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Redirect[]) : [];
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
