/**
 * `npm run bench -- --vs DIR [--rounds N]`: this checkout against another (an older commit), each copied
 * into a temporary folder and built in turns, N rounds (3 by default): a cold build, then one page
 * edited and built again with `.next/cache` kept (as Vercel and CI caches keep it), then the edit undone.
 * Ratios of medians, this / other: both sides ran in this run, alternating, on this machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../../serve/site-copy';
import { buildIn, type BuildRun } from '../build-run';
import { median } from '../percentile';

/** The page edited: it exists in every checkout since the site began. */
const EDITED = 'content/en/guide/start/introduction.mdx';
const EDIT = '\nThis paragraph was added by the bench, to time a build after a one-page edit.\n';

type Figures = Pick<BuildRun, 'seconds' | 'cpuSeconds' | 'waitedCpuSeconds' | 'peakMemoryMiB'>;
type Side = { name: string; dir: string; cold: Figures[]; edit: Figures[] };

const figures = ({ seconds, cpuSeconds, waitedCpuSeconds, peakMemoryMiB }: BuildRun): Figures => ({
  seconds,
  cpuSeconds,
  waitedCpuSeconds,
  peakMemoryMiB,
});

async function round(side: Side, n: number) {
  const cold = figures(await buildIn(side.dir));
  const page = path.join(side.dir, EDITED);
  const text = fs.readFileSync(page, 'utf8');
  fs.writeFileSync(page, text + EDIT);
  try {
    side.edit.push(figures(await buildIn(side.dir, { keepCache: true })));
  } finally {
    fs.writeFileSync(page, text);
  }
  side.cold.push(cold);
  const edit = side.edit.at(-1)!;
  console.log(
    `round ${n}: ${side.name}: cold ${cold.seconds} s (CPU ${cold.cpuSeconds} s, peak ${cold.peakMemoryMiB} MiB); one page edited, cache kept: ${edit.seconds} s (CPU ${edit.cpuSeconds} s)`,
  );
}

function printTable([other, ours]: Side[], rounds: number) {
  // The median of an even count is a mean: rounded, so 30.25 does not print as 30.249999999999996.
  const spread = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)} (${Number(median(values).toFixed(2))})`;
  const rows: [string, (side: Side) => number[]][] = [
    ['cold build, wall (s)', (s) => s.cold.map((f) => f.seconds)],
    ['cold build, CPU user + sys (s)', (s) => s.cold.map((f) => f.cpuSeconds)],
    ['  of it in processes waited for (/usr/bin/time)', (s) => s.cold.map((f) => f.waitedCpuSeconds)],
    ['one page edited, .next/cache kept, wall (s)', (s) => s.edit.map((f) => f.seconds)],
    ['one page edited, .next/cache kept, CPU (s)', (s) => s.edit.map((f) => f.cpuSeconds)],
    ['peak memory, largest process (MiB)', (s) => [...s.cold, ...s.edit].map((f) => f.peakMemoryMiB)],
  ];
  const line = (cells: string[]) =>
    `${cells[0].padEnd(44)} ${cells
      .slice(1)
      .map((c) => c.padStart(22))
      .join(' ')}`;
  console.log(`\n${line(['min–max (median)', other.name, ours.name, 'ratio of medians'])}`);
  for (const [label, values] of rows) {
    const [theirs, mine] = [values(other), values(ours)];
    console.log(line([label, spread(theirs), spread(mine), (median(mine) / median(theirs)).toFixed(2)]));
  }
  const editVsCold = median(ours.edit.map((f) => f.seconds)) / median(other.cold.map((f) => f.seconds));
  console.log(`one page edited (this, cache kept) / ${other.name}'s cold wall: ${editVsCold.toFixed(2)}`);
  console.log(`(${rounds} rounds, alternating, in one run; each build under the shared build lock)`);
}

export async function vsTable(vs: string, rounds: number): Promise<number> {
  if (!fs.existsSync(path.join(vs, 'package.json'))) throw new Error(`--vs ${vs}: no package.json there, not a checkout of the site`);
  const sides: Side[] = [
    { name: path.basename(vs), dir: copyProject(undefined, vs), cold: [], edit: [] },
    { name: 'this', dir: copyProject(), cold: [], edit: [] },
  ];
  try {
    for (let n = 1; n <= rounds; n++) for (const side of sides) await round(side, n);
    printTable(sides, rounds);
  } finally {
    for (const side of sides) fs.rmSync(side.dir, { recursive: true, force: true });
  }
  return 0;
}
