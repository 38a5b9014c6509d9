import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCopy } from '../serve/site-copy';
import { ReviewError } from './errors';
import { checkWarnings } from './problems';

/** An export of the base commit and the content check's warnings there. */
export interface BaseExport {
  out: string;
  commit: string;
  warnings: string[];
  cached: boolean;
}

const git = (args: string[], cwd = process.cwd()) => spawnSync('git', args, { cwd, encoding: 'utf8' });

/** The commit a ref names, or a one-line error saying what to do. */
export function resolveRef(ref: string): string {
  const found = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  if (found.status !== 0)
    throw new ReviewError(
      `unknown git ref "${ref}": fetch it first (git fetch origin ${ref}) or name a branch, tag or commit of this repository`,
    );
  return found.stdout.trim();
}

/** Where exports of base commits are kept between runs (CI caches it); REVIEW_CACHE_DIR puts them elsewhere. */
export const CACHE_DIR = path.resolve(process.env.REVIEW_CACHE_DIR || 'node_modules/.cache/rspress-review');

/** The last line of a failed build that says what went wrong. */
function firstProblem(output: string): string {
  const lines = output.split('\n').map((line) => line.trim());
  return (lines.find((line) => /^(✗|Error|error|Failed|Type error)/.test(line)) ?? lines.filter(Boolean).at(-1) ?? 'no output').slice(
    0,
    200,
  );
}

/** The warnings a finished build left in the cache; undefined when it is missing or was cut short. */
function readCached(file: string): string[] | undefined {
  try {
    const warnings: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(warnings) ? (warnings as string[]) : undefined;
  } catch {
    return undefined;
  }
}

/** A rename, or a copy when the two folders are on different file systems (/tmp on its own). */
function moveFolder(from: string, to: string) {
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true });
  }
}

/**
 * The export of `ref`'s commit: the cached one when this commit was built before, else `npm run build`
 * in a git worktree of it (node_modules linked from this checkout), kept under the cache by commit.
 */
export function baseExport(ref: string, cacheDir = CACHE_DIR): BaseExport {
  const commit = resolveRef(ref);
  const home = path.join(cacheDir, commit);
  const done = path.join(home, 'warnings.json');
  const cached = readCached(done);
  if (cached) return { out: path.join(home, 'out'), commit, warnings: cached, cached: true };

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-base-'));
  const added = git(['worktree', 'add', '--detach', dir, commit]);
  if (added.status !== 0) throw new ReviewError(`could not check out ${ref} into a worktree: ${added.stderr.trim().split('\n')[0]}`);
  try {
    const linked = spawnSync('cp', ['-al', path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules')]);
    if (linked.status !== 0) throw new ReviewError(`could not link node_modules into ${dir}: run npm install first`);
    let out: string;
    try {
      ({ out } = buildCopy(dir));
    } catch (error) {
      throw new ReviewError(
        `the base ${ref} (${commit.slice(0, 7)}) does not build: ${firstProblem((error as Error).message)}; fix the base branch, or build its export yourself and pass --base-dir`,
      );
    }
    const warnings = checkWarnings(dir);
    fs.rmSync(home, { recursive: true, force: true });
    fs.mkdirSync(home, { recursive: true });
    moveFolder(out, path.join(home, 'out'));
    fs.writeFileSync(done, JSON.stringify(warnings));
    return { out: path.join(home, 'out'), commit, warnings, cached: false };
  } finally {
    git(['worktree', 'remove', '--force', dir]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
