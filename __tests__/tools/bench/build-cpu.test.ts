import { addCpu, formatCpuTable, PhaseTracker, processKind, type CpuTable } from '@/tools/bench/build-cpu';

describe('processKind', () => {
  it.each([
    ['node --import tsx tools/check/content.ts --build', 'check (tsx)'],
    ['next-build (v16.4.6)', 'Next main'],
    ['node /w/node_modules/.bin/../next/dist/bin/next build', 'Next main'],
    ['node /w/.next/build/chunks/pool_entry-[turbopack-node]_transforms_webpack-loaders_ts_2.js 4414', 'MDX loaders'],
    ['/usr/bin/node /w/node_modules/next/dist/compiled/jest-worker/processChild.js', 'page workers'],
    ['node --import tsx tools/build-steps/postbuild.mts', 'post-build (tsx)'],
    ['npm run build', 'npm, sh, tsx, time'],
    ['(short-lived processes)', 'short-lived'],
  ])('%s is %s', (command, kind) => {
    expect(processKind(command)).toBe(kind);
  });
});

describe('PhaseTracker', () => {
  it("follows the build's lines, and the post-build from its process", () => {
    const tracker = new PhaseTracker();
    const seen = [tracker.phase];
    for (const line of [
      '✓ content check passed (2988 ms)',
      '✓ 555 code blocks highlighted for the build (5570 ms)',
      '✓ Compiled successfully in 19.9s',
      '  Generating static pages using 2 workers (0/192) ...',
      '✓ Generating static pages using 2 workers (192/192) in 12.1s',
    ]) {
      tracker.line(line);
      seen.push(tracker.phase);
    }
    tracker.process('post-build (tsx)');
    seen.push(tracker.phase);
    expect(seen).toEqual([
      'content check',
      'code highlighting (check)',
      'Next compile',
      'collect page data',
      'page generation',
      'export (Next)',
      'post-build',
    ]);
  });

  it('never goes back to an earlier phase', () => {
    const tracker = new PhaseTracker();
    tracker.line('✓ Compiled successfully in 19.9s');
    tracker.line('✓ content check passed (2988 ms)');
    expect(tracker.phase).toBe('collect page data');
  });
});

describe('formatCpuTable', () => {
  it('sums each phase across kinds and each kind across phases', () => {
    const table: CpuTable = {};
    addCpu(table, 'content check', 'check (tsx)', 3);
    addCpu(table, 'Next compile', 'Next main', 10);
    addCpu(table, 'Next compile', 'MDX loaders', 4.5);
    addCpu(table, 'Next compile', 'Next main', 1);
    const lines = formatCpuTable(table, { 'content check': 4, 'Next compile': 9 }).split('\n');
    expect(lines[0]).toMatch(/wall\s+check \(tsx\)\s+Next main\s+MDX loaders\s+CPU$/);
    expect(lines[1]).toMatch(/^content check\s+4\.0\s+3\.0\s+3\.0$/);
    expect(lines[2]).toMatch(/^Next compile\s+9\.0\s+11\.0\s+4\.5\s+15\.5$/);
    expect(lines.at(-1)).toMatch(/^total\s+13\.0\s+3\.0\s+11\.0\s+4\.5\s+18\.5$/);
  });
});
