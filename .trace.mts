import { chromium } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { launchOptions } from './scripts/browser.mjs';
import { createStaticServer } from './scripts/serve.mjs';
const [root, pagePath, rateArg] = process.argv.slice(2);
const server = createStaticServer(root);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(launchOptions());
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rateArg ?? 4) });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing'] });
await page.goto(origin + pagePath, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const buf = await browser.stopTracing();
await browser.close(); server.close();
const events: any[] = JSON.parse(buf.toString()).traceEvents;
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur > Number(process.env.MIN ?? 30) * 1000).sort((a, b) => a.ts - b.ts);
// CPU profile samples
const nodes = new Map<number, any>(); const samples: { ts: number; id: number }[] = [];
let t = 0;
for (const e of events.filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk'))) {
  if (e.name === 'Profile') t = e.args.data.startTime;
  const d = e.args.data; const cp = d.cpuProfile ?? {};
  for (const n of cp.nodes ?? []) nodes.set(n.id, n);
  const s = cp.samples ?? []; const deltas = d.timeDeltas ?? [];
  for (let i = 0; i < s.length; i++) { t += deltas[i] ?? 0; samples.push({ ts: t, id: s[i] }); }
}
const parent = new Map<number, number>(); for (const n of nodes.values()) if (n.parent) parent.set(n.id, n.parent); for (const n of nodes.values()) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (id: number) => { const f = nodes.get(id)?.callFrame; return f ? `${f.functionName || '(anon)'} ${String(f.url).replace(/.*\//, '')}` : '?'; };
const markers = ['performWorkOnRoot', 'commitRoot', 'flushPassiveEffects', 'workLoopConcurrentByScheduler', 'workLoopSync', 'renderRootSync', 'renderRootConcurrent', 'hydrateRoot', 'processFullBinaryRow', 'processFullStringRow', 'parseModelString', 'initializeModelChunk', 'commitLayoutEffects', 'commitMutationEffects', 'flushSyncWork', 'recursivelyTraverseLayoutEffects', 'commitPassiveMountOnFiber'];
const sum = new Map<string, number>(); for (const e of onMain) if (e.ph === 'X' && ['EvaluateScript', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'RunMicrotasks', 'Paint', 'PrePaint', 'ParseAuthorStyleSheet', 'TimerFire'].includes(e.name)) sum.set(e.name, (sum.get(e.name) ?? 0) + (e.tdur ?? 0));
console.log('main-thread cpu ms by event (nested counted twice):', [...sum].map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', '), '| all RunTask cpu', (onMain.filter((e) => e.name === 'RunTask').reduce((a, e) => a + (e.tdur ?? 0), 0) / 1000).toFixed(0));
for (const task of tasks) {
  const kids = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task && ['EvaluateScript', 'FunctionCall', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'v8.compile', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'v8.evaluateModule', 'ParseAuthorStyleSheet'].includes(e.name));
  console.log(`\nTASK ${(task.dur / 1000).toFixed(0)} ms (cpu ${((task.tdur ?? 0) / 1000).toFixed(0)}) at ${((task.ts - tasks[0].ts) / 1000).toFixed(0)}: ` + kids.slice(0, 6).map((k) => `${k.name}${k.args?.data?.url ? '(' + String(k.args.data.url).replace(/.*\//, '') + ')' : ''}${k.args?.data?.functionName ? '[' + k.args.data.functionName + ']' : ''} ${(k.dur / 1000).toFixed(0)}`).join(', '));
  const inTask = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
  const self = new Map<string, number>(); const marks = new Map<string, number>();
  for (const s of inTask) {
    self.set(name(s.id), (self.get(name(s.id)) ?? 0) + 1);
    const seen = new Set<string>(); let id: number | undefined = s.id;
    while (id) { const fn = nodes.get(id)?.callFrame?.functionName; if (fn && markers.includes(fn) && !seen.has(fn)) { seen.add(fn); marks.set(fn, (marks.get(fn) ?? 0) + 1); } id = parent.get(id); }
  }
  console.log('  samples', inTask.length, 'by phase:', [...marks].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join(' '));
  const incl = new Map<string, number>();
  for (const sm of inTask) { const seen = new Set<string>(); let id: number | undefined = sm.id; while (id) { const f = nodes.get(id)?.callFrame; const k = f ? `${f.functionName || '(anon)'} ${String(f.url).replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}` : '?'; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1); } id = parent.get(id); } }
  if (process.env.INCL) console.log('  top inclusive:', [...incl].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${k}:${v}`).join('\n    '));
  console.log('  top self:', [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}:${v}`).join(' | '));
}
