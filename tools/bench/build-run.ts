import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCpu, PhaseTracker, processKind, type CpuTable } from './build-cpu';
import { sampleTree } from './process-sampler';

/**
 * The lock every timed build on this machine takes (other engineers' builds too): no one else's build
 * runs inside a timed one. The wall time starts once it is held.
 */
export const BUILD_LOCK = process.env.BUILD_LOCK ?? '/tmp/site-build.lock';

export interface BuildRun {
  /** Wall time, lock held. */
  seconds: number;
  /** The largest process's peak resident memory. */
  peakMemoryMiB: number;
  /**
   * User + system CPU of every process of the build, sampled every 100 ms (a process that lives less
   * than that is missed: npm's and git's, a few tenths of a second in all).
   */
  cpuSeconds: number;
  /**
   * The CPU `/usr/bin/time` reports: only processes their parent waited for, which leaves out
   * Turbopack's loader processes and Next's page workers (killed at the end, never waited for).
   */
  waitedCpuSeconds: number;
  /** `cpuSeconds` by phase and process kind. */
  cpu: CpuTable;
  /** Wall seconds of each phase. */
  phaseSeconds: Record<string, number>;
  stdout: string;
}

/**
 * `npm run build` in `dir` under the shared build lock. Cold: `.next/` and `out/` removed first.
 * `keepCache`: only `.next/cache` kept, as Vercel and CI caches keep it between builds.
 */
export function buildIn(dir: string, { keepCache = false } = {}): Promise<BuildRun> {
  const next = path.join(dir, '.next');
  if (keepCache && fs.existsSync(next)) {
    for (const entry of fs.readdirSync(next)) if (entry !== 'cache') fs.rmSync(path.join(next, entry), { recursive: true, force: true });
  } else fs.rmSync(next, { recursive: true, force: true });
  fs.rmSync(path.join(dir, 'out'), { recursive: true, force: true });

  const child = spawn('flock', [BUILD_LOCK, '/usr/bin/time', '-f', 'build-time %e %M %U %S', 'npm', 'run', 'build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tracker = new PhaseTracker();
  const cpu: CpuTable = {};
  const changes: [phase: string, at: number][] = [];
  const note = () => {
    if (changes.at(-1)?.[0] !== tracker.phase) changes.push([tracker.phase, performance.now()]);
  };
  const stop = sampleTree(child.pid!, (command, seconds) => {
    const kind = processKind(command);
    tracker.process(kind);
    note();
    addCpu(cpu, tracker.phase, kind, seconds);
  });
  let stdout = '';
  let stderr = '';
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop()!;
    for (const line of lines) tracker.line(line);
    note();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.on('close', (status) => {
      stop();
      const ended = performance.now();
      const timed = /^build-time (\S+) (\d+) (\S+) (\S+)$/m.exec(stderr);
      if (status !== 0 || !timed) return reject(new Error(`build failed in ${dir}:\n${stdout}\n${stderr}`));
      const [wall, peakKiB, user, system] = timed.slice(1).map(Number);
      // The lock's wait is no phase: the build started `wall` before it ended.
      const started = ended - wall * 1000;
      const phaseSeconds: Record<string, number> = {};
      changes.forEach(([phase, at], i) => {
        const from = Math.max(at, started);
        const to = changes[i + 1]?.[1] ?? ended;
        phaseSeconds[phase] = (phaseSeconds[phase] ?? 0) + Math.max(0, to - from) / 1000;
      });
      const sampled = Object.values(cpu).reduce((sum, byKind) => sum + Object.values(byKind).reduce((a, b) => a + b, 0), 0);
      resolve({
        seconds: wall,
        peakMemoryMiB: Math.round(peakKiB / 1024),
        cpuSeconds: Number(sampled.toFixed(1)),
        waitedCpuSeconds: Number((user + system).toFixed(1)),
        cpu,
        phaseSeconds,
        stdout,
      });
    });
  });
}

/** The least wall time `cpuSeconds` of work can take on this machine's cores. */
export const cpuBound = (cpuSeconds: number) => (cpuSeconds / os.availableParallelism()).toFixed(1);
