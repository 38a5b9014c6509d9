import { buildPhases, formatPhases } from '@/tools/bench/build-phases';

const OUTPUT = [
  '✓ content check passed (1803 ms)',
  '▲ Next.js 16.4.6 (Turbopack)',
  '✓ Compiled successfully in 17.0s',
  '✓ post-build: 88 Markdown twins, 0 redirect pages (1754 ms)',
].join('\n');

const span = (name: string, seconds: number) => ({ name, duration: seconds * 1e6 });
const TRACE = [
  span('run-turbopack', 17.04),
  span('turbopack-emit', 3.6),
  span('run-typescript', 7.2),
  span('static-check', 2.7),
  span('next-export', 10.2),
  span('static-generation', 10.2),
];

describe('buildPhases', () => {
  it("reads the check and the post-build from their lines, Next's phases from its trace, the rest as other", () => {
    expect(buildPhases(OUTPUT, TRACE, 42)).toEqual([
      { phase: 'content check', seconds: 1.8 },
      { phase: 'compile (Turbopack)', seconds: 17 },
      { phase: 'type-check', seconds: 7.2 },
      { phase: 'collect page data', seconds: 2.7 },
      { phase: 'static generation', seconds: 10.2 },
      { phase: 'post-build', seconds: 1.8 },
      { phase: 'other (start-up of npm, tsx, Next)', seconds: 1.3 },
    ]);
  });

  it('leaves out a phase that did not run or only read its config', () => {
    const noTypeCheck = TRACE.filter((s) => s.name !== 'run-typescript');
    const without = buildPhases(OUTPUT, noTypeCheck, 30).map((p) => p.phase);
    expect(without).not.toContain('type-check');
    expect(without).toContain('static generation');
    const configOnly = buildPhases(OUTPUT, [...noTypeCheck, span('run-typescript', 0.004)], 30).map((p) => p.phase);
    expect(configOnly).not.toContain('type-check');
  });

  it('reads the highlighting of the code blocks from its own line', () => {
    const output = `${OUTPUT}\n✓ 549 code blocks highlighted for the build (3065 ms)`;
    expect(buildPhases(output, TRACE, 45)).toContainEqual({ phase: 'code highlighting (in the check)', seconds: 3.1 });
  });
});

describe('formatPhases', () => {
  it('prints each phase with its seconds and share, then the total', () => {
    const text = formatPhases([
      { phase: 'check', seconds: 1 },
      { phase: 'compile', seconds: 3 },
    ]);
    expect(text.split('\n')).toEqual(['check      1.0 s   25%', 'compile    3.0 s   75%', 'total      4.0 s  100%']);
  });
});
