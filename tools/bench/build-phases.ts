/**
 * Where the time of one `npm run build` goes. The content check, its highlighting of the code blocks
 * and the post-build print their own time (`(1234 ms)` on their ✓ line); Next's phases come from its trace file (`.next/trace`, one JSON
 * array of spans, durations in microseconds). "other" is the rest: npm, tsx and Next starting up.
 */

/** A span of `.next/trace` (only the fields read here). */
export interface TraceSpan {
  name: string;
  /** Microseconds. */
  duration: number;
}

export interface BuildPhase {
  phase: string;
  seconds: number;
}

/** Next's spans that follow one another, in build order, under the names this report gives them. */
const NEXT_PHASES: [span: string, phase: string][] = [
  ['run-turbopack', 'compile (Turbopack)'],
  ['run-typescript', 'type-check'],
  ['static-check', 'collect page data'],
  ['static-generation', 'static generation'],
];

const ownTime = (output: string, line: RegExp) => {
  const ms = new RegExp(`${line.source}.*\\((\\d+) ms\\)`).exec(output)?.[1];
  return ms === undefined ? undefined : Number(ms) / 1000;
};

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * The phases of a build whose output was `output`, whose Next trace is `trace` and which took
 * `totalSeconds` in all. A phase that did not run (type-check skipped) is left out.
 */
export function buildPhases(output: string, trace: TraceSpan[], totalSeconds: number): BuildPhase[] {
  const spanSeconds = (name: string) => {
    const spans = trace.filter((span) => span.name === name);
    return spans.length ? spans.reduce((sum, span) => sum + span.duration, 0) / 1e6 : undefined;
  };
  const measured: [string, number | undefined][] = [
    ['content check', ownTime(output, /content check passed/)],
    ['code highlighting (in the check)', ownTime(output, /code blocks highlighted/)],
    ...NEXT_PHASES.map(([span, phase]): [string, number | undefined] => [phase, spanSeconds(span)]),
    ['post-build', ownTime(output, /post-build/)],
  ];
  // Under 0.05 s is a phase that did not run (Next's type-check with ignoreBuildErrors only reads the config).
  const phases = measured.flatMap(([phase, seconds]) =>
    seconds === undefined || seconds < 0.05 ? [] : [{ phase, seconds: round(seconds) }],
  );
  const known = phases.reduce((sum, p) => sum + p.seconds, 0);
  return [...phases, { phase: 'other (start-up of npm, tsx, Next)', seconds: round(Math.max(0, totalSeconds - known)) }];
}

/** The phases as aligned lines with each one's share of the total. */
export function formatPhases(phases: BuildPhase[]): string {
  const total = phases.reduce((sum, p) => sum + p.seconds, 0);
  const width = Math.max(...phases.map((p) => p.phase.length));
  const line = (phase: string, seconds: number) =>
    `${phase.padEnd(width)} ${seconds.toFixed(1).padStart(6)} s ${`${Math.round((seconds / total) * 100)}%`.padStart(5)}`;
  return [...phases.map((p) => line(p.phase, p.seconds)), line('total', total)].join('\n');
}
