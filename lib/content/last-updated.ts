import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * When a source file last changed: its last commit date from git; the file's mtime when git has no
 * history for it (a shallow clone, a new file). ISO 8601.
 */
export function lastUpdated(file: string): string {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (date) return new Date(date).toISOString();
  } catch {
    // not a git checkout: fall back to the file system
  }
  return fs.statSync(file).mtime.toISOString();
}
