import { chromium } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { launchOptions } from './scripts/browser.mjs';
import { createStaticServer } from './scripts/serve.mjs';
// Load-robust proxy of Lighthouse's CPU figures: main-thread CPU time (trace tdur) of each task ×4
// (Lighthouse's CPU multiplier). tbt4 = Σ max(0, 4·cpu − 50) over tasks after FCP; longest4 = 4·max cpu.
// Alternates the exports given, N rounds; prints medians.
const [nArg, dirsArg, ...paths] = process.argv.slice(2);
const dirs = dirsArg.split(',');
const servers = await Promise.all(dirs.map(async (d) => { const s = createStaticServer(d); await new Promise<void>((r) => s.listen(0, '127.0.0.1', r)); return s; }));
const browser = await chromium.launch(launchOptions());
const res = new Map<string, Record<string, number>[]>();
for (let i = 0; i < Number(nArg); i++) for (const [di, d] of (i % 2 ? [...dirs.entries()].reverse() : [...dirs.entries()])) for (const p of paths) {
  const origin = `http://127.0.0.1:${(servers[di].address() as AddressInfo).port}`;
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'] });
  await page.goto(origin + p, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const events: any[] = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? 0;
  const tasks = on.filter((e) => e.ph === 'X' && e.name === 'RunTask');
  const cpu = (n: string) => on.filter((e) => e.ph === 'X' && e.name === n).reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  const after = tasks.filter((t) => t.ts + t.dur >= fcp);
  const row = { longest4: (4 * Math.max(...tasks.map((t) => t.tdur ?? 0))) / 1000, longestAfterFcp4: (4 * Math.max(0, ...after.map((t) => t.tdur ?? 0))) / 1000, tbt4: after.reduce((a, t) => a + Math.max(0, (4 * (t.tdur ?? 0)) / 1000 - 50), 0), layout: cpu('Layout'), script: cpu('EvaluateScript') + cpu('FunctionCall'), total: tasks.reduce((a, t) => a + (t.tdur ?? 0), 0) / 1000 };
  const key = `${d.replace('/tmp/weight-out-', '')} ${p}`;
  res.set(key, [...(res.get(key) ?? []), row]);
}
await browser.close(); servers.forEach((s) => s.close());
const med = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
for (const [k, rows] of [...res].sort()) console.log(k.padEnd(48), Object.keys(rows[0]).map((f) => `${f} ${med(rows.map((r) => r[f])).toFixed(0)}`).join('  '));
