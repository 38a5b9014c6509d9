import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** tsx's loader by absolute URL, so that a script started from any folder (a content tree's) finds it. */
const LOADER = pathToFileURL(createRequire(path.join(process.cwd(), 'package.json')).resolve('tsx')).href;

/**
 * Runs a TypeScript script of the project as the npm scripts do: one Node process with tsx's loader
 * (tsx's own command would start a second process for it).
 */
export function runTs(script: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, ['--import', LOADER, script, ...args], { ...options, encoding: 'utf8' });
}
