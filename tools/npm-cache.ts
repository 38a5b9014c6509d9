import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where tools that only a bench or a check runs are installed, out of the project's own install. */
export const NPM_CACHE = path.join(process.cwd(), 'node_modules', '.cache');

/**
 * `npm install ARGS` into `dir` on first use: a tool that `npm test` never runs stays out of the
 * project's install, which every CI run pays for. `ready` is a path in `dir` that exists once installed.
 * Without `args`, npm installs what `dir`'s own package.json and package-lock.json name.
 */
export function installOnce(what: string, dir: string, ready: string, args: string[] = []): void {
  if (fs.existsSync(path.join(dir, ready))) return;
  console.log(`Installing ${what} from npm into ${path.relative(process.cwd(), dir)}/ …`);
  fs.mkdirSync(dir, { recursive: true });
  const result = spawnSync('npm', ['install', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error', ...args], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm install of ${what} into ${dir} failed:\n${result.stderr}`);
}
