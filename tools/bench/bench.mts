/**
 * `npm run bench [-- MODE]`: reads the mode and runs its module (modes/), which says what it measures.
 *   (none)                 the full bench: cold build, sizes, search, browser timings, Lighthouse
 *   --check                the sizes of the existing out/ and the search relevance against their budgets (CI)
 *   --relevance            search relevance alone
 *   --scale N [--vs DIR]   this site and its N× copy (and another checkout's), built cold
 *   --floor [N]            this site against the bare export of the same MDX, N cold builds each
 * The exit code is the mode's.
 */
import path from 'node:path';

const args = process.argv.slice(2);
const has = (flag: string) => args.includes(flag);
/** The word after `flag`, when there is one. */
const after = (flag: string): string | undefined => (has(flag) ? args[args.indexOf(flag) + 1] : undefined);

async function run(): Promise<number> {
  if (has('--relevance')) return (await import('./modes/relevance.mjs')).relevance();
  if (has('--floor')) {
    const rounds = Number(after('--floor'));
    return (await import('./modes/floor.mjs')).floorTable(Number.isInteger(rounds) && rounds > 0 ? rounds : 3);
  }
  if (has('--scale')) {
    const vs = after('--vs');
    return (await import('./modes/scale.mjs')).scaleTable(Number(after('--scale') ?? 10), vs && path.resolve(vs));
  }
  if (has('--check')) return (await import('./modes/check.mjs')).check();
  return (await import('./modes/full.mjs')).fullBench();
}

process.exit(await run());
