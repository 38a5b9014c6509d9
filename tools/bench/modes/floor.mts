/**
 * `npm run bench -- --floor [N]`: this site and the bare export of the same MDX files (floor.ts), each
 * built cold N times, alternating, in temporary folders: how much of a build is Next's and MDX's own.
 */
import fs from 'node:fs';
import { copyProject } from '../../serve/site-copy';
import { bareProject } from '../floor';
import { buildIn } from '../build-run';

export async function floorTable(rounds: number): Promise<number> {
  const builds = { 'this site': copyProject(), 'bare Next + @next/mdx': bareProject() };
  const seconds: Record<string, number[]> = {};
  for (let round = 1; round <= rounds; round++) {
    for (const [name, dir] of Object.entries(builds)) {
      const { seconds: took, peakMemoryMiB, cpuSeconds } = await buildIn(dir);
      (seconds[name] ??= []).push(took);
      console.log(`round ${round}: ${name} ${took} s (CPU ${cpuSeconds} s), peak ${peakMemoryMiB} MiB`);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const [ours, floor] = Object.values(seconds).map(median);
  console.log(
    `median cold build: this site ${ours} s, floor ${floor} s, ratio ${(ours / floor).toFixed(2)} (${rounds} rounds, alternating)`,
  );
  for (const dir of Object.values(builds)) fs.rmSync(dir, { recursive: true, force: true });
  return 0;
}
