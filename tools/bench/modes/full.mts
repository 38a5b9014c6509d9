/**
 * `npm run bench`: a cold build, the checked figures of its out/, query latency in Node, browser timings
 * beside the MCP server's search latency, Lighthouse and Vercel's own build; writes
 * tools/bench/results.json. Times are reported, never asserted: only a failed Vercel build fails it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { browserTimings } from '../browser-timings.mjs';
import { buildPhases, formatPhases } from '../build-phases';
import { checkedFigures, printVerdict } from '../figures';
import { lighthousePages } from '../html-weight';
import { formatSearchLatency, mcpLatency } from '../mcp-latency';
import { printLighthouse, runLighthouse } from '../lighthouse.mjs';
import { nodeQueries } from '../node-queries';
import { buildIn, cpuBound } from '../build-run';
import { formatCpuTable } from '../build-cpu';

async function coldBuild() {
  const { stdout, cpu, phaseSeconds, ...build } = await buildIn(process.cwd());
  const phases = buildPhases(stdout, JSON.parse(fs.readFileSync('.next/trace', 'utf8')), build.seconds);
  console.log(`\nbuild phases:\n${formatPhases(phases)}`);
  console.log(
    `CPU time, all processes: ${build.cpuSeconds} s (on ${os.availableParallelism()} cores, a wall of at least ${cpuBound(build.cpuSeconds)} s)`,
  );
  console.log(`\nCPU by phase and process (s):\n${formatCpuTable(cpu, phaseSeconds)}`);
  return { ...build, phases, cpu };
}

/** Vercel's own build for production and preview (tools/check/vercel.mts): two more full builds, too slow for `npm test`. */
function vercelCheck() {
  const started = performance.now();
  const run = spawnSync('npx', ['tsx', 'tools/check/vercel.mts'], { stdio: 'inherit' });
  return { passed: run.status === 0, seconds: Number(((performance.now() - started) / 1000).toFixed(1)) };
}

export async function fullBench(): Promise<number> {
  const date = new Date().toISOString();
  console.log('Cold build…');
  const build = await coldBuild();
  const { results: figures, html, problems } = await checkedFigures(path.join(process.cwd(), 'out'));

  const searchNode = nodeQueries();
  for (const s of searchNode)
    console.log(`search ${s.lang} (Node): index built in ${s.indexMs} ms; ${s.queries} queries, p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms`);
  const browser = await browserTimings();
  console.log('browser:', JSON.stringify(browser));
  const mcp = await mcpLatency();
  console.log(formatSearchLatency({ en: browser.searchFirstHitMs.coldEn, zh: browser.searchFirstHitMs.coldZh }, mcp));
  const measured = lighthousePages(html);
  const lighthouse = await runLighthouse(measured);
  printLighthouse(lighthouse);
  const lighthouseApplied = await runLighthouse(measured, { throttling: 'devtools' });
  printLighthouse(lighthouseApplied, 'devtools');
  console.log('build:', JSON.stringify(build));
  const vercel = vercelCheck();
  const results = { date, build, ...figures, searchNode, browser, mcp, lighthouse, lighthouseApplied, vercel };
  fs.writeFileSync('tools/bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwrote bench/results.json');

  printVerdict(problems);
  if (vercel.passed) return 0;
  console.error('✗ the Vercel check failed (above)');
  return 1;
}
