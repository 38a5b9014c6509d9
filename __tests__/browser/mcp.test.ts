/**
 * The MCP server (mcp/, issue #40) as an agent runs it: its bundle started over stdio by the SDK's own
 * client, against the built export in out/ and against the same export served over HTTP. The bundle is
 * built first, so the test runs what `npm run mcp` and the published package run.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createLocalSearchClient } from '../../lib/search/client/local-client';
import type { SearchPage } from '../../lib/search/engine/types';
import { LANGS } from '../../lib/i18n/locales';
import { createStaticServer } from '../../tools/serve/serve.mjs';
import manifest from '../../mcp/package.json' with { type: 'json' };

const OUT = path.join(process.cwd(), 'out');
const COMMAND = path.join(process.cwd(), 'mcp', manifest.bin['rspress-docs-mcp']);
const PUBLIC_ROOT = 'https://rspress.dev';

interface ToolAnswer {
  text: string;
  isError: boolean;
  structured?: Record<string, unknown>;
}

/** One server process with the SDK's client connected to it; `call` answers a tool call's text. */
async function connect(args: string[]) {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [COMMAND, ...args], stderr: 'pipe' }));
  return {
    client,
    async call(name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
      const answer = await client.callTool({ name, arguments: args });
      const content = answer.content as { type: string; text: string }[];
      return {
        text: content.map((c) => c.text).join(''),
        isError: answer.isError === true,
        structured: answer.structuredContent as ToolAnswer['structured'],
      };
    },
  };
}

/** The search file of a language, named by its home page as the dialog reads it. */
function searchFile(lang: string): string {
  const name = fs.readdirSync(path.join(OUT, 'search-index')).find((file) => file.startsWith(`${lang}.`) && file.endsWith('.json'));
  assert.ok(name, `out/search-index has no ${lang} file: run npm run build`);
  return `/search-index/${name}`;
}

const pagesOf = (lang: string) => JSON.parse(fs.readFileSync(path.join(OUT, searchFile(lang)), 'utf8')) as SearchPage[];

/** Every input the tools must refuse with a one-line error, never reading outside the site. */
const BAD_INPUTS: [tool: string, args: Record<string, unknown>, says: RegExp][] = [
  ['read_page', { page: '../../etc/passwd' }, /leads out of the site/],
  ['read_page', { page: '/../../../etc/passwd' }, /leads out of the site/],
  ['read_page', { page: '%2e%2e/%2e%2e/etc/passwd' }, /leads out of the site/],
  ['read_page', { page: '..%2f..%2fpackage.json' }, /leads out of the site/],
  ['read_page', { page: '%252e%252e/package.json' }, /not a page path/],
  ['read_page', { page: '/etc/passwd' }, /No page at \/etc\/passwd/],
  ['read_page', { page: 'file:///etc/passwd' }, /not on this site/],
  ['read_page', { page: 'https://example.com/guide/basic/deploy/' }, /not on this site/],
  ['read_page', { page: '//example.com/guide/basic/deploy/' }, /not on this site/],
  ['read_page', { page: '..\\..\\package.json' }, /leads out of the site/],
  ['read_page', { page: 42 }, /page must be a string/],
  ['read_page', { page: '/guide/basic/deploy', section: '../x' }, /section is a heading id/],
  [
    'read_page',
    { page: '/guide/basic/deploy', section: 'no-such-heading' },
    /has no section "no-such-heading": its sections are build-and-preview/,
  ],
  ['search', { query: 'x'.repeat(65) }, /over 64 characters/],
  ['search', { query: '' }, /query is empty/],
  ['search', { query: ['deploy'] }, /query must be a string/],
  ['search', { query: 'deploy', language: 'fr' }, /language must be one of "en", "zh"/],
  ['search', { query: 'deploy', language: 1 }, /language must be one of/],
  ['list_pages', { language: 'de' }, /language must be one of/],
];

before(() => {
  assert.ok(fs.existsSync(path.join(OUT, 'index.html')), 'out/ is missing: run npm run build');
  const build = spawnSync(process.execPath, ['mcp/build.mjs'], { encoding: 'utf8' });
  assert.equal(build.status, 0, `node mcp/build.mjs failed:\n${build.stderr}`);
});

/** The same suite on each source: `args` start the server, `root` is where its page URLs point. */
function suite(name: string, start: () => Promise<{ args: string[]; root: string; stop?: () => Promise<void> }>) {
  describe(name, () => {
    let server: Awaited<ReturnType<typeof connect>>;
    let root = '';
    let stop: (() => Promise<void>) | undefined;
    before(async () => {
      const started = await start();
      root = started.root;
      stop = started.stop;
      server = await connect(started.args);
    });
    after(async () => {
      await server?.client.close();
      await stop?.();
    });

    it('lists its three tools, each with an input schema', async () => {
      const { tools } = await server.client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), ['list_pages', 'read_page', 'search']);
      for (const tool of tools) assert.equal(tool.inputSchema.type, 'object', tool.name);
      const search = tools.find((tool) => tool.name === 'search')!;
      assert.deepEqual(Object.keys(search.inputSchema.properties ?? {}).sort(), ['language', 'query']);
    });

    for (const lang of LANGS)
      it(`search (${lang}): a page's title finds that page first, for every title no other page has`, async () => {
        const pages = pagesOf(lang);
        const unique = pages.filter((page) => pages.filter((other) => other.title === page.title).length === 1);
        assert.ok(unique.length > 30, `only ${unique.length} unique titles`);
        for (const page of unique) {
          const answer = await server.call('search', { query: page.title, language: lang });
          assert.equal(answer.isError, false, answer.text);
          const [first] = (answer.structured as { results: { title: string; url: string }[] }).results;
          assert.equal(first?.url.split('#')[0], `${root}${page.url}`, `"${page.title}"`);
          assert.equal(first.title, page.title);
        }
      });

    it("search ranks as the dialog's own client does, and says which section and passage matched", async () => {
      const dialog = createLocalSearchClient(searchFile('en'), async (sitePath) => fs.readFileSync(path.join(OUT, sitePath), 'utf8'));
      for (const query of ['deploy', 'sidebar', 'builderConfig', 'how do I change the brand color', 'dark mode']) {
        const { results } = await dialog.search([{ query, hitsPerPage: 20 }]);
        const expected = (results[0].hits as { url: string }[]).slice(0, 10).map((hit) => `${root}${hit.url}`);
        const answer = await server.call('search', { query });
        const got = (answer.structured as { results: { url: string }[] }).results.map((result) => result.url);
        assert.deepEqual(got, expected, query);
      }
      const { results } = (await server.call('search', { query: '侧边栏', language: 'zh' })).structured as {
        results: { title: string; section: string; url: string; passage: string }[];
      };
      const section = results.find((result) => result.url.includes('#'))!;
      assert.ok(section.url.startsWith(`${root}/zh/`), section.url);
      assert.ok(section.section, 'a section hit names its headings');
      assert.match(results.map((result) => result.passage).join(' '), /\*\*侧边栏\*\*/);
      assert.doesNotMatch(JSON.stringify(results), /<mark>|&amp;|&lt;/);

      const none = await server.call('search', { query: 'kubernetes' });
      assert.equal(none.isError, false);
      assert.deepEqual(none.structured, { results: [] });
      assert.match(none.text, /^Nothing in the en docs matches "kubernetes"/);
    });

    it('read_page returns the Markdown twin of a path or URL, and one section by heading id', async () => {
      const twin = fs.readFileSync(path.join(OUT, 'guide/basic/deploy.md'), 'utf8');
      for (const page of [
        '/guide/basic/deploy',
        'guide/basic/deploy/',
        `${root}/guide/basic/deploy/`,
        `${PUBLIC_ROOT}/guide/basic/deploy.md`,
      ]) {
        const answer = await server.call('read_page', { page });
        assert.equal(answer.isError, false, `${page}: ${answer.text}`);
        assert.equal(answer.text, twin, page);
      }
      const home = await server.call('read_page', { page: `${root}/zh/` });
      assert.equal(home.text, fs.readFileSync(path.join(OUT, 'zh/index.md'), 'utf8'));
      const api = await server.call('read_page', { page: '/api/' });
      assert.equal(api.text, fs.readFileSync(path.join(OUT, 'api/index.md'), 'utf8'));

      const section = await server.call('read_page', { page: '/guide/basic/deploy', section: 'build-and-preview' });
      assert.match(section.text, /^## Build and preview\n/);
      assert.ok(twin.includes(section.text.trimEnd()), 'the section is a piece of the twin');
      assert.doesNotMatch(section.text, /\n## /, 'it stops at the next h2');
      const nested = await server.call('read_page', { page: `${root}/zh/guide/basic/deploy/#deploy-via-netlify` });
      assert.match(nested.text, /^### /);
      assert.match(nested.text, /\n#### /, 'an h3 keeps its h4s');
      assert.doesNotMatch(nested.text, /\n##{1,2} /);
    });

    for (const lang of LANGS)
      it(`list_pages (${lang}): the nav sections with their groups, every page of the search file once`, async () => {
        const answer = await server.call('list_pages', { language: lang });
        assert.equal(answer.isError, false, answer.text);
        type Entry = { type: 'page'; url: string; title: string };
        type Group = { type: 'group'; title: string; pages: Entry[] };
        const { sections } = answer.structured as { sections: { title: string; items: (Entry | Group)[] }[] };
        assert.equal(sections.length, 3, sections.map((s) => s.title).join(', '));
        const listed = sections.flatMap((s) => s.items.flatMap((item) => (item.type === 'page' ? [item] : item.pages))).map((p) => p.url);
        assert.deepEqual(
          listed,
          pagesOf(lang).map((page) => `${root}${page.url}`),
        );
        const groups = sections.flatMap((s) => s.items.filter((item) => item.type === 'group'));
        assert.ok(groups.length >= 6, `${groups.length} groups`);
        assert.match(answer.text, new RegExp(`^## ${sections[0].title}\\n- ${groups[0].title}\\n  - \\[`));
      });

    it('answers every bad input with a one-line tool error, and keeps answering', async () => {
      for (const [tool, args, says] of BAD_INPUTS) {
        const answer = await server.call(tool, args);
        assert.equal(answer.isError, true, `${tool} ${JSON.stringify(args)} answered: ${answer.text.slice(0, 80)}`);
        assert.match(answer.text, says, `${tool} ${JSON.stringify(args)}`);
        assert.doesNotMatch(answer.text, /\n/, `${tool} ${JSON.stringify(args)}: one line`);
        assert.doesNotMatch(answer.text, /root:|"name": "rspress-docs"/, 'nothing of a file outside the site');
      }
      const after = await server.call('search', { query: 'deploy' });
      assert.equal(after.isError, false);
      assert.ok((after.structured as { results: unknown[] }).results.length > 0);
    });
  });
}

suite('MCP server on the export folder (--dir out)', async () => ({ args: ['--dir', OUT], root: PUBLIC_ROOT }));

/** The export served as a static host serves it, under `basePath` ('' for the root), on a free port. */
async function served(basePath: string) {
  const http = createStaticServer(OUT, { basePath });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const root = `http://127.0.0.1:${(http.address() as AddressInfo).port}${basePath}`;
  return { args: ['--site', root], root, stop: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}

suite('MCP server on the export over HTTP (--site)', () => served(''));

suite('MCP server on a site under a base path (--site http://host/docs)', () => served('/docs'));

describe('MCP server: what it may read', () => {
  it('does not follow a link inside the folder to a file outside it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-site-'));
    const secret = path.join(os.tmpdir(), `${path.basename(dir)}-secret.md`);
    try {
      for (const file of ['index.html', 'zh/index.html', searchFile('en').slice(1), searchFile('zh').slice(1)]) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.copyFileSync(path.join(OUT, file), path.join(dir, file));
      }
      fs.writeFileSync(secret, '# secret\n');
      fs.mkdirSync(path.join(dir, 'guide'));
      fs.symlinkSync(secret, path.join(dir, 'guide', 'leak.md'));
      const server = await connect(['--dir', dir]);
      const answer = await server.call('read_page', { page: '/guide/leak' });
      assert.equal(answer.isError, true);
      assert.match(answer.text, /^No page at \/guide\/leak/);
      assert.equal((await server.call('search', { query: 'deploy' })).isError, false);
      await server.client.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(secret, { force: true });
    }
  });

  it('refuses to start without a source, or on a folder that is not there, in one line', () => {
    for (const args of [[], ['--dir', '/no/such/folder'], ['--site', 'not a url'], ['--dir', OUT, '--site', PUBLIC_ROOT]]) {
      const run = spawnSync(process.execPath, [COMMAND, ...args], { encoding: 'utf8', input: '' });
      assert.equal(run.status, 2, `${args.join(' ')}: ${run.stderr}`);
      assert.match(run.stderr, /^rspress-docs-mcp: .+\n$/, args.join(' '));
      assert.equal(run.stdout, '', 'stdout is the protocol: nothing else on it');
    }
  });
});
