/**
 * The MCP server's search latency (mcp/, issue #40), as an agent meets it: the bundle spawned over
 * stdio on out/, the SDK's client connected, then 20 queries of a language one after another. The
 * first query's time runs from the spawn, so the cold start counts in the median as in the figure
 * printed beside it.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LANGS } from '../../lib/i18n/locales';
import type { Lang } from '../../lib/types';
import manifest from '../../mcp/package.json' with { type: 'json' };
import { BENCH_QUERY } from './bench-query';
import { percentile } from './percentile';
import { relevanceSet } from './site-relevance';

const QUERIES = 20;

export interface McpLatency {
  lang: Lang;
  queries: number;
  /** Spawn, connect and the first query's answer. */
  coldMs: number;
  medianMs: number;
}

/** The bench query of the language (the dialog's cold figure uses it too), then reader queries. */
const queriesOf = (lang: Lang) => [BENCH_QUERY[lang], ...relevanceSet(lang).queries.map((query) => query.q)].slice(0, QUERIES);

async function timeLanguage(command: string, out: string, lang: Lang): Promise<McpLatency> {
  const times: number[] = [];
  let started = performance.now();
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [command, '--dir', out] }));
  for (const query of queriesOf(lang)) {
    const answer = await client.callTool({ name: 'search', arguments: { query, language: lang } });
    if (answer.isError) throw new Error(`MCP search "${query}" (${lang}) failed: ${JSON.stringify(answer.content)}`);
    times.push(performance.now() - started);
    started = performance.now();
  }
  await client.close();
  return { lang, queries: times.length, coldMs: Math.round(times[0]), medianMs: Number(percentile(times, 50).toFixed(1)) };
}

/** Builds the bundle, then times each language on a fresh server process. */
export async function mcpLatency(out = path.join(process.cwd(), 'out')): Promise<McpLatency[]> {
  const build = spawnSync(process.execPath, ['mcp/build.mjs'], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`node mcp/build.mjs failed:\n${build.stderr}`);
  const command = path.join(process.cwd(), 'mcp', manifest.bin['rspress-docs-mcp']);
  const results: McpLatency[] = [];
  for (const lang of LANGS) results.push(await timeLanguage(command, out, lang));
  return results;
}

/** One line per language: the dialog's first hit on a fresh page (Chromium, browser-timings.mts) beside the MCP server. */
export function formatSearchLatency(dialogColdMs: Record<Lang, number>, mcp: McpLatency[]): string {
  return mcp
    .map(
      (m) =>
        `search latency ${m.lang}: dialog, typed query to first hit (fresh page) ${dialogColdMs[m.lang]} ms · MCP server, median of ${m.queries} queries ${m.medianMs} ms (the first, spawn + connect included: ${m.coldMs} ms)`,
    )
    .join('\n');
}
