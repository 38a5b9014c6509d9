import { SHORT_LIVED } from './process-sampler';

/**
 * Where a build's CPU goes: each process of `npm run build` by what it is, and each moment by the phase
 * the build is in (told by its output, and by the post-build's process appearing). The sampler
 * (process-sampler.ts) adds each process's CPU since its last sample to its kind in the current phase.
 */

/** What a process of the build is, from its command line. */
export function processKind(command: string): string {
  if (command.includes('tools/check/content.ts')) return 'check (tsx)';
  if (command.includes('postbuild.mts')) return 'post-build (tsx)';
  if (command.startsWith('next-build') || /next\/dist\/bin\/next\b.* build/.test(command)) return 'Next main';
  if (command.includes('webpack-loaders')) return 'MDX loaders';
  if (command.includes('jest-worker/processChild')) return 'page workers';
  if (command === SHORT_LIVED) return 'short-lived';
  return 'npm, sh, tsx, time';
}

export const PROCESS_KINDS = [
  'check (tsx)',
  'Next main',
  'MDX loaders',
  'page workers',
  'post-build (tsx)',
  'npm, sh, tsx, time',
  'short-lived',
];

/** The phases in build order, each begun by a line of the build's output (the first by the start). */
const PHASE_STARTS: [line: RegExp, phase: string][] = [
  [/content check passed/, 'code highlighting (check)'],
  [/code blocks highlighted/, 'Next compile'],
  [/Compiled successfully/, 'collect page data'],
  [/Generating static pages/, 'page generation'],
  [/✓ Generating static pages/, 'export (Next)'],
];
export const PHASES = ['content check', ...PHASE_STARTS.map(([, phase]) => phase), 'post-build'];

/** Follows the build's phase as its output lines and processes arrive; never goes back. */
export class PhaseTracker {
  private index = 0;

  get phase(): string {
    return PHASES[this.index];
  }

  line(text: string): void {
    PHASE_STARTS.forEach(([line, phase]) => {
      if (line.test(text)) this.index = Math.max(this.index, PHASES.indexOf(phase));
    });
  }

  process(kind: string): void {
    if (kind === 'post-build (tsx)') this.index = PHASES.length - 1;
  }
}

/** CPU seconds by phase, then by process kind. */
export type CpuTable = Record<string, Record<string, number>>;

/** Adds `seconds` of a `kind` process to `phase`. */
export function addCpu(table: CpuTable, phase: string, kind: string, seconds: number): void {
  table[phase] ??= {};
  table[phase][kind] = (table[phase][kind] ?? 0) + seconds;
}

/** The table as aligned lines: a row per phase (its wall time, its CPU by process kind, its total) and a total row. */
export function formatCpuTable(table: CpuTable, wall: Record<string, number>): string {
  const kinds = PROCESS_KINDS.filter((kind) => PHASES.some((phase) => table[phase]?.[kind]));
  const columns = ['wall', ...kinds, 'CPU'];
  const width = Math.max(...PHASES.map((p) => p.length));
  const cell = (value: number | undefined, column: string) =>
    (value === undefined ? '' : value.toFixed(1)).padStart(Math.max(column.length, 6));
  const row = (label: string, values: (number | undefined)[]) =>
    `${label.padEnd(width)} ${values.map((value, i) => cell(value, columns[i])).join('  ')}`;
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const phaseRow = (phase: string) => {
    const cpu = kinds.map((kind) => table[phase]?.[kind]);
    return row(phase, [wall[phase] ?? 0, ...cpu, sum(cpu.map((v) => v ?? 0))]);
  };
  const kindTotals = kinds.map((kind) => sum(PHASES.map((phase) => table[phase]?.[kind] ?? 0)));
  return [
    `${''.padEnd(width)} ${columns.map((c) => c.padStart(Math.max(c.length, 6))).join('  ')}`,
    ...PHASES.filter((phase) => table[phase] || wall[phase]).map(phaseRow),
    row('total', [sum(Object.values(wall)), ...kindTotals, sum(kindTotals)]),
  ].join('\n');
}
