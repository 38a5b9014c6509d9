import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { hashCode, writeAtomically } from '../build-cache.mjs';
import { buildContentIndex, type ContentIndex, type PageCache } from './index';
import { ContentErrors } from './errors';
import { contentSignature, loadContent, type ContentSource } from './load';

/**
 * Built indexes, shared by the processes of one build: `npm run check` builds and writes it, Next's
 * workers (whose route bundles each hold their own copy of this module) and the post-build read it,
 * so each page is parsed once per build instead of once per process.
 */
const INDEX_CACHE_DIR = path.join(process.cwd(), '.next', 'cache', 'content-index');

/**
 * What an index is built from: the content (pages, fragments, nav order), where it is, and the code
 * that builds it (lib/ and the locked dependencies), so that no edit to any of them can serve a stale index.
 */
export function indexKey(source: Pick<ContentSource, 'root' | 'files' | 'order'>): string {
  const hash = createHash('sha256').update(`${process.cwd()}\0${source.root}\0${JSON.stringify(source.order)}\0`);
  for (const [rel, text] of [...source.files].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${rel}\0${text}\0`);
  hashCode(hash, path.join(process.cwd(), 'lib'), process.cwd());
  return hash.digest('hex').slice(0, 32);
}

/**
 * The pages built by the last build, by file and text (`PageCache`), kept while the code that builds
 * them is the same: after an edit, the next build parses the edited page only.
 */
function pagesFile(cacheDir: string): string {
  const hash = createHash('sha256').update(`${process.cwd()}\0`);
  hashCode(hash, path.join(process.cwd(), 'lib'), process.cwd());
  return path.join(cacheDir, `pages-${hash.digest('hex').slice(0, 32)}.v8`);
}

/** Removes the files of `cacheDir` ending in `extension`, but `keep`. */
function prune(cacheDir: string, extension: string, keep: string) {
  for (const old of fs.readdirSync(cacheDir))
    if (old.endsWith(extension) && old !== path.basename(keep)) fs.rmSync(path.join(cacheDir, old), { force: true });
}

/**
 * A cached file's value, or undefined when there is none. Another process indexing other content (a check
 * of a copy, `--root`) prunes this one's files: one can go between a look and a read.
 */
function readCached<T>(file: string): T | undefined {
  try {
    return v8.deserialize(fs.readFileSync(file)) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The index of `source`: read from the cache when a process already built it from the same input,
 * built (and, when free of errors, cached for the next process) otherwise, parsing only the pages
 * that changed since the last build.
 */
export function indexOf(source: ContentSource, cacheDir: string = INDEX_CACHE_DIR): ContentIndex {
  const file = path.join(cacheDir, `${indexKey(source)}.bin`);
  const cached = readCached<ContentIndex>(file);
  if (cached) return cached;
  const pages = pagesFile(cacheDir);
  const built = readCached<PageCache>(pages) ?? new Map();
  const index = buildContentIndex(source, built);
  if (index.errors.length === 0) {
    writeAtomically(file, v8.serialize(index));
    prune(cacheDir, '.bin', file);
    writeAtomically(pages, v8.serialize(built));
    prune(cacheDir, '.v8', pages);
  }
  return index;
}

/**
 * The index this process holds. Next's route bundles each hold their own copy of this module: kept on
 * the global object, the index is read once per process, not once per route bundle and process.
 */
const HELD = Symbol.for('rspress-docs.content-index');
const held = globalThis as { [HELD]?: { index: ContentIndex; signature: string } };
/** In `next dev`: the pages built so far, so that a save parses only the file saved. */
const devPages: PageCache = new Map();

/**
 * The content index of the site, read from content/; refuses to serve broken content. Once per
 * process in a build (from the cache the content check wrote); in `next dev` again when a file under
 * content/ changed, parsing only what changed, so edits show on the next request.
 */
export function getContent(): ContentIndex {
  const dev = process.env.NODE_ENV === 'development';
  const current = dev ? contentSignature() : 'build';
  const cached = held[HELD];
  if (cached?.signature === current) return cached.index;
  const index = dev ? buildContentIndex(loadContent(), devPages) : indexOf(loadContent());
  if (index.errors.length > 0) throw new ContentErrors(index.errors);
  held[HELD] = { index, signature: current };
  return index;
}
