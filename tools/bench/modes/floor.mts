/**
 * `npm run bench -- --floor [N] [--vs DIR]`: this site and the bare export of the same MDX files
 * (floor.ts), and another checkout when given, each built cold N times, alternating, in temporary
 * folders: how much of a build is Next's and MDX's own, and where a target set against the other
 * checkout falls against it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../../serve/site-copy';
import { bareProject } from '../floor';
import { buildIn } from '../build-run';
import { median } from '../percentile';

const FLOOR = 'bare Next + @next/mdx';

export async function floorTable(rounds: number, other?: string): Promise<number> {
  const builds: Record<string, string> = {
    ...(other ? { [path.basename(other)]: copyProject(() => {}, other) } : {}),
    'this site': copyProject(),
    [FLOOR]: bareProject(),
  };
  const runs: Record<string, { wall: number[]; cpu: number[] }> = {};
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const [name, dir] of Object.entries(builds)) {
        const { seconds, peakMemoryMiB, cpuSeconds } = await buildIn(dir);
        const side = (runs[name] ??= { wall: [], cpu: [] });
        side.wall.push(seconds);
        side.cpu.push(cpuSeconds);
        console.log(`round ${round}: ${name} ${seconds} s (CPU ${cpuSeconds} s), peak ${peakMemoryMiB} MiB`);
      }
    }
  } finally {
    for (const dir of Object.values(builds)) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nmedian cold build of ${rounds} rounds, alternating:`);
  const base = other ? runs[path.basename(other)] : runs[FLOOR];
  for (const [name, { wall, cpu }] of Object.entries(runs)) {
    const ratio = (mine: number[], theirs: number[]) => (median(mine) / median(theirs)).toFixed(2);
    console.log(
      `${name.padEnd(24)} wall ${String(median(wall)).padStart(6)} s (${ratio(wall, base.wall)}×)   CPU ${String(median(cpu)).padStart(6)} s (${ratio(cpu, base.cpu)}×)`,
    );
  }
  console.log(other ? `ratios: of ${path.basename(other)}'s medians` : 'ratios: of the floor');
  return 0;
}
