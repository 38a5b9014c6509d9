/**
 * `npm run bench -- --phases`: one cold build of this checkout, and where its time and CPU go: wall time
 * by phase (build-phases.ts), and CPU by phase and by process (build-cpu.ts), sampled every 100 ms.
 */
import fs from 'node:fs';
import { formatCpuTable } from '../build-cpu';
import { buildPhases, formatPhases } from '../build-phases';
import { buildIn, cpuBound } from '../build-run';

export async function phasesTable(): Promise<number> {
  const build = await buildIn(process.cwd());
  const phases = buildPhases(build.stdout, JSON.parse(fs.readFileSync('.next/trace', 'utf8')), build.seconds);
  console.log(`\nwall time by phase, as the build reports it:\n${formatPhases(phases)}`);
  console.log(`\nCPU by phase and process (s), sampled:\n${formatCpuTable(build.cpu, build.phaseSeconds)}`);
  console.log(
    `\ncold build: ${build.seconds} s wall, ${build.cpuSeconds} s CPU (a wall of at least ${cpuBound(build.cpuSeconds)} s; ${build.waitedCpuSeconds} s of it in processes waited for, what /usr/bin/time counts), largest process ${build.peakMemoryMiB} MiB`,
  );
  return 0;
}
