/**
 * `npm run bench [-- MODE]`: reads the mode and runs its module (modes/), which says what it measures.
 *   (none)                 the full bench: cold build, sizes, search, browser timings, Lighthouse
 *   --check                the sizes of the existing out/ and the search relevance against their budgets (CI)
 *   --relevance            search relevance alone
 *   --scale N [--vs DIR]   this site and its N× copy (and another checkout's), built cold
 *   --floor [N] [--vs DIR] this site against the bare export of the same MDX (and another checkout), N cold builds each
 *   --vs DIR [--rounds N]  this checkout against another: cold builds and one-page edits, alternating
 *   --phases               one cold build's wall time and CPU by phase and by process
 *   --identity             the export built with an earlier build's caches is the cold one, byte for byte
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
    const vs = after('--vs');
    return (await import('./modes/floor.mjs')).floorTable(Number.isInteger(rounds) && rounds > 0 ? rounds : 3, vs && path.resolve(vs));
  }
  if (has('--scale')) {
    const vs = after('--vs');
    return (await import('./modes/scale.mjs')).scaleTable(Number(after('--scale') ?? 10), vs && path.resolve(vs));
  }
  if (has('--vs')) {
    const rounds = Number(after('--rounds') ?? 3);
    if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds ${after('--rounds')}: a whole number of rounds, 1 or more`);
    const vs = after('--vs');
    if (!vs || vs.startsWith('--')) throw new Error("--vs needs the other checkout's folder: npm run bench -- --vs ../other");
    return (await import('./modes/vs.mjs')).vsTable(path.resolve(vs), rounds);
  }
  if (has('--identity')) return (await import('./modes/identity.mjs')).identityCheck();
  if (has('--phases')) return (await import('./modes/phases.mjs')).phasesTable();
  if (has('--check')) return (await import('./modes/check.mjs')).check();
  return (await import('./modes/full.mjs')).fullBench();
}

process.exit(await run());
