import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRAWN } from '../../lib/build-cache.mjs';

const ROOT = process.cwd();
/** What a build of a copy never reads: tests, build output and history stay behind. */
const SKIP = new Set(['node_modules', '.next', 'out', '.git', '.vercel', 'test-results', '__tests__']);

/**
 * A copy of the project (or of another checkout, `from`) in a temporary folder; `edit` changes it before use. node_modules is copied
 * as hard links (a second or so): Turbopack compiles nothing outside the project, so a symlink would
 * not do, and the copy must not install anything. `drawn`: the copy starts with what `from`'s last build
 * drew (its cards and highlighted code) instead of a cold cache; a bench of cold builds leaves it out.
 */
export function copyProject(edit: (dir: string) => void = () => {}, from: string = ROOT, { drawn = false } = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  for (const entry of fs.readdirSync(from)) {
    if (!SKIP.has(entry)) fs.cpSync(path.join(from, entry), path.join(dir, entry), { recursive: true });
  }
  const linked = spawnSync('cp', ['-al', path.join(from, 'node_modules'), path.join(dir, 'node_modules')]);
  if (linked.status !== 0) throw new Error(`could not link node_modules into ${dir}: ${linked.stderr}`);
  if (drawn) {
    // Keyed by what makes them (a card's text, a block's code, and the code that draws them), as within
    // one checkout: the copy's build draws only what its edits changed.
    for (const cached of Object.values(DRAWN)) {
      const source = path.join(from, '.next', 'cache', cached);
      if (fs.existsSync(source)) fs.cpSync(source, path.join(dir, '.next', 'cache', cached), { recursive: true });
    }
  }
  edit(dir);
  return dir;
}

/** `npm run build` in a copy, with `env` added: its output (the check's warnings included) and its export folder. */
export function buildCopy(dir: string, env: Record<string, string> = {}): { output: string; out: string } {
  const run = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  if (run.status !== 0) throw new Error(`the build of ${dir} failed:\n${run.stdout}\n${run.stderr}`);
  return { output: `${run.stdout}\n${run.stderr}`, out: path.join(dir, 'out') };
}
