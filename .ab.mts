import { runLighthouse } from './scripts/bench/lighthouse.mjs';
import { medianSummary, lighthouseTable, type LighthouseSummary } from './lib/bench/lighthouse';
import { execSync } from 'node:child_process';
// Alternating A/B: round r runs every page on each export in turn (A then B, B then A on the next round).
const [rounds, dirsArg, ...pages] = process.argv.slice(2);
const dirs = dirsArg.split(',');
const runs = new Map<string, LighthouseSummary[]>();
for (let r = 0; r < Number(rounds); r++) {
  const order = r % 2 ? [...dirs].reverse() : dirs;
  for (const dir of order) {
    const rows = await runLighthouse(pages, 1, dir);
    for (const row of rows) runs.set(`${dir} ${row.page}`, [...(runs.get(`${dir} ${row.page}`) ?? []), ...row.runs]);
  }
  console.log('load', execSync('cat /proc/loadavg').toString().trim());
}
for (const line of lighthouseTable([...runs].sort().map(([page, list]) => ({ page: page.replace('/tmp/weight-out-', ''), summary: medianSummary(list) })))) console.log(line);
for (const [k, list] of [...runs].sort()) console.log(k.replace('/tmp/weight-out-', ''), 'perf', list.map((s) => s.performance).join(','), 'tbt', list.map((s) => s.tbtMs).join(','), 'longest', list.map((s) => s.longestTaskMs).join(','));
