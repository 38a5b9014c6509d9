/**
 * `npm run bench -- --identity`: the export built with the caches of an earlier build is the cold
 * export, byte for byte (__tests__/browser/build-identity.check.ts: three builds of a copy, about three
 * minutes on 2 cores, which `npm test` cannot add within CI's 15 minutes).
 */
import { spawnSync } from 'node:child_process';
import { BUILD_LOCK } from '../build-run';

export function identityCheck(): number {
  // Under the shared build lock, as every build on this machine that others may be timing.
  const run = spawnSync('flock', [BUILD_LOCK, 'node', '--import', 'tsx', '--test', '__tests__/browser/build-identity.check.ts'], {
    stdio: 'inherit',
  });
  return run.status ?? 1;
}
