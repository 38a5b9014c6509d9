import { chromium } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { launchOptions } from './scripts/browser.mjs';
import { createStaticServer } from './scripts/serve.mjs';
// Median main-thread CPU (ms, unthrottled) of Layout, style, script, and the longest task, over N loads.
const [root, pagePath, nArg, width] = process.argv.slice(2);
const server = createStaticServer(root);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(launchOptions());
const rows: Record<string, number>[] = [];
for (let i = 0; i < Number(nArg ?? 5); i++) {
  const page = await browser.newPage({ viewport: { width: Number(width ?? 412), height: 823 } });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.goto(origin + pagePath, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const events: any[] = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const on = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const cpu = (n: string) => on.filter((e) => e.name === n).reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000;
  const tasks = on.filter((e) => e.name === 'RunTask');
  rows.push({ layout: cpu('Layout'), style: cpu('UpdateLayoutTree'), script: cpu('EvaluateScript') + cpu('FunctionCall') + cpu('TimerFire'), parse: cpu('ParseHTML'), total: tasks.reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000, longest: Math.max(...tasks.map((e) => (e.tdur ?? 0) / 1000)) });
}
await browser.close(); server.close();
const med = (k: string) => { const v = rows.map((r) => r[k]).sort((a, b) => a - b); return v[Math.floor(v.length / 2)].toFixed(1); };
console.log(`${pagePath} cpu ms (median of ${rows.length}): layout ${med('layout')} style ${med('style')} script ${med('script')} parse ${med('parse')} longest ${med('longest')} total ${med('total')}`);
