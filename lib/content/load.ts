import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { SectionOrder, OrderEntry } from './order';

const CONTENT_ROOT = path.join(process.cwd(), 'content');

/** Everything the content index is built from, read from disk in one place. */
export interface ContentSource {
  root: string;
  /** Every `.mdx` file under the root (pages and fragments) by root-relative path: `en/guide/x.mdx`. */
  files: Map<string, string>;
  /** The nav order (`nav.json` + `sidebars/*.json`), or why it could not be read. */
  order: SectionOrder[] | { error: string };
  /** The text of `redirects.json`, if there is one (the content check parses it). */
  redirects: string | undefined;
  /** Site paths of the files under public/ (`/logo.png`), for the image check. */
  publicFiles: Set<string>;
}

/** Every file under `dir` by its path relative to `dir`, each folder in name order. */
function listFiles(dir: string, base = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const rel = base ? `${base}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(path.join(dir, entry.name), rel) : [rel];
    });
}

/** The nav sections in order (`content/nav.json`) with each one's sidebar order file. */
function readOrder(root: string): SectionOrder[] {
  const sections = JSON.parse(fs.readFileSync(path.join(root, 'nav.json'), 'utf8')) as string[];
  return sections.map((section) => {
    const file = path.join(root, 'sidebars', `${section}.json`);
    return { section, file: path.relative(process.cwd(), file), entries: JSON.parse(fs.readFileSync(file, 'utf8')) as OrderEntry[] };
  });
}

export function loadContent(root: string = CONTENT_ROOT, publicDir: string = path.join(process.cwd(), 'public')): ContentSource {
  const mdx = listFiles(root).filter((rel) => rel.endsWith('.mdx'));
  const files = new Map(mdx.map((rel) => [rel, fs.readFileSync(path.join(root, rel), 'utf8')]));
  const redirectsFile = path.join(root, 'redirects.json');
  const redirects = fs.existsSync(redirectsFile) ? fs.readFileSync(redirectsFile, 'utf8') : undefined;
  const publicFiles = new Set(listFiles(publicDir).map((rel) => `/${rel}`));
  let order: ContentSource['order'];
  try {
    order = readOrder(root);
  } catch (error) {
    order = { error: (error as Error).message };
  }
  return { root, files, order, redirects, publicFiles };
}

/** Every file under the root with its modification time: changes when a writer saves anything. */
export function contentSignature(dir: string = CONTENT_ROOT): string {
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? contentSignature(full) : `${full}:${fs.statSync(full).mtimeMs}`;
    })
    .join('|');
}

/**
 * The last commit date of every file under `dir`, from one `git log`, not one process per page.
 * Empty when git is missing or has no history for it.
 */
function commitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    // Newest commit first: a file's first appearance is its last change. Paths come relative to the cwd.
    const log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--relative', '--', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    });
    for (const commit of log.split('\0').slice(1)) {
      const [date, ...files] = commit.trim().split('\n');
      for (const file of files) {
        const full = path.resolve(file);
        if (file && !dates.has(full)) dates.set(full, new Date(date).toISOString());
      }
    }
  } catch {
    // not a git checkout: every file falls back to the file system
  }
  return dates;
}

let contentDates: { dates: Map<string, string>; head: string } | undefined;

/** The commit checked out (empty outside git): `next dev` reads the dates again only when it moves. */
function head(): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/**
 * When a source file last changed: its last commit date from git; the file's mtime when git has no
 * history for it (a shallow clone, a new file). ISO 8601. Read once per build process for all of
 * content/; `next dev` reads it again after a commit.
 */
export function lastUpdated(file: string): string {
  const current = process.env.NODE_ENV === 'development' ? head() : 'build';
  if (contentDates?.head !== current) contentDates = { dates: commitDates(CONTENT_ROOT), head: current };
  return contentDates.dates.get(path.resolve(file)) ?? fs.statSync(file).mtime.toISOString();
}

/** Where `npm run dev`'s content checker writes what it found (tools/dev.ts), for the page to show. */
export const DEV_PROBLEMS_FILE = path.join(process.cwd(), '.next', 'cache', 'content-problems.json');

/** One content problem as the dev checker reports it. */
export interface DevProblem {
  file: string;
  line: number;
  column: number;
  problem: string;
  fix: string;
}

/** What the dev checker wrote: the problems of the content whose signature it checked. */
export interface DevProblems {
  signature: string;
  problems: DevProblem[];
}

/**
 * `next dev` only: the content problems of content/ as it is now. A save reaches the page and the
 * checker at the same moment, so this waits briefly for the checker to catch up; nothing when it does
 * not run (`next dev` started alone) or falls behind.
 */
export async function devProblems(wait = 2000, file = DEV_PROBLEMS_FILE, root = CONTENT_ROOT): Promise<DevProblem[]> {
  const deadline = Date.now() + wait;
  while (fs.existsSync(file)) {
    const found = JSON.parse(fs.readFileSync(file, 'utf8')) as DevProblems;
    if (found.signature === contentSignature(root)) return found.problems;
    if (Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return [];
}
