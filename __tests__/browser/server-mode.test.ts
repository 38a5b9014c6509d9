import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pageMarkdown } from '../../lib/llm-text/markdown';
import { getContent } from '../../lib/content/store';
import { exportedPath, markdownPath } from '../../lib/urls';
import { ACCEPT } from '../../tools/check/accept-headers';
import { SECURITY_HEADERS } from '../../lib/hosting/security';
import { readRedirectTable, redirectTableFile, serverFilesDir, writeRedirectTable } from '../../lib/hosting/server-files';
import { startNextServer, useHost } from './hosts';
import { waitForApp, watchErrors } from './server';

const NEXT_DIR = path.join(process.cwd(), '.next');
// Like the export's redirect test: content/redirects.json has no real entry yet, so the test adds
// one to what the build wrote (the server build's table), and takes it out again after.
const FIXTURE = { from: '/__redirect-fixture/old', to: '/guide/basic/deploy' };

const varies = (response: Response) => (response.headers.get('vary') ?? '').toLowerCase().split(/\s*,\s*/);

function assertSecurityHeaders(response: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(response.headers.get(name), value, `${what}: ${name}`);
  assert.equal(response.headers.get('x-powered-by'), null, `${what}: X-Powered-By`);
}

describe('server mode: `next start` of `npm run build:server`', () => {
  const serverDir = serverFilesDir();
  const table = readRedirectTable(serverDir);
  if (!fs.existsSync(path.join(NEXT_DIR, 'BUILD_ID')) || fs.existsSync(path.join(NEXT_DIR, 'export-detail.json')) || !table) {
    throw new Error('.next/ holds no server-mode build: run `npm run build:server` first');
  }
  before(() => writeRedirectTable(serverDir, [...table, FIXTURE]));
  after(() => writeRedirectTable(serverDir, table));
  // Declared after the fixture: `before` hooks run in order, and the server reads the table once.
  const site = useHost(startNextServer);

  it('sends the security headers with pages, the 404, redirects and Markdown twins', async () => {
    for (const [url, status] of [
      ['/guide/start/introduction/', 200],
      ['/zh/', 200],
      ['/no/such/page/', 404],
      ['/guide/start/introduction.md', 200],
      [`${FIXTURE.from}/`, 308],
    ] as const) {
      const response = await fetch(site.base + url, { redirect: 'manual' });
      assert.equal(response.status, status, url);
      assertSecurityHeaders(response, url);
    }
  });

  it('answers a moved page (fixture entry) with 308 to its target, keeping the query', async () => {
    assert.ok(fs.readFileSync(redirectTableFile(serverDir), 'utf8').includes(FIXTURE.from));
    for (const [from, to] of [
      [`${FIXTURE.from}/`, '/guide/basic/deploy/'],
      [`${FIXTURE.from}/?ref=old`, '/guide/basic/deploy/?ref=old'],
    ]) {
      const response = await fetch(site.base + from, { redirect: 'manual' });
      assert.equal(response.status, 308, from);
      const location = new URL(response.headers.get('location')!, site.base);
      assert.equal(location.pathname + location.search, to, from);
    }
    // Without the slash, Next's own trailing-slash 308 comes first (before middleware), then ours.
    const followed = await fetch(site.base + FIXTURE.from);
    assert.equal(followed.status, 200);
    assert.equal(new URL(followed.url).pathname, '/guide/basic/deploy/');
    const page = await site.newPage();
    await page.goto(`${site.base}${FIXTURE.from}/#build-and-preview`);
    await page.waitForURL(`${site.base}/guide/basic/deploy/#build-and-preview`);
    assert.equal(await page.locator('h1').textContent(), 'Deployment');
    await page.close();
  });

  it('answers unknown paths with 404 and the 404 page in the language of the path', async () => {
    const page = await site.newPage();
    for (const [url, lang, h1] of [
      ['/no/such/page/', 'en', 'Page not found'],
      ['/zh/no/such/page/', 'zh-CN', '页面不存在'],
    ]) {
      const response = await page.goto(site.base + url);
      assert.equal(response?.status(), 404, url);
      assert.equal(await page.getAttribute('html', 'lang'), lang, url);
      assert.equal(await page.locator('h1:visible').textContent(), h1, url);
    }
    await page.close();
  });

  it('serves every Markdown twin, as written by the content pipeline, as text/markdown', async () => {
    for (const page of getContent().pages) {
      const url = markdownPath(page.record.routePath);
      const response = await fetch(site.base + url);
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', url);
      assert.equal(await response.text(), pageMarkdown(page), url);
    }
    assert.equal((await fetch(`${site.base}/no/such/page.md`)).status, 404);
  });

  it("answers Accept: text/markdown at every page's own URL with its twin (Vary: Accept), a browser's Accept with HTML", async () => {
    for (const page of getContent().pages) {
      const url = exportedPath(page.record.routePath);
      for (const accept of [ACCEPT.agent, ACCEPT.agentWithFallbacks]) {
        const response = await fetch(site.base + url, { headers: { accept }, redirect: 'manual' });
        assert.equal(response.status, 200, `${url} (${accept})`);
        assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', `${url} (${accept})`);
        assert.ok(varies(response).includes('accept'), `${url} (${accept}): Vary ${response.headers.get('vary')}`);
        assertSecurityHeaders(response, url);
        assert.equal(await response.text(), pageMarkdown(page), `${url} (${accept})`);
      }
      const html = await fetch(site.base + url, { headers: { accept: ACCEPT.browser } });
      assert.equal(html.headers.get('content-type'), 'text/html; charset=utf-8', url);
      // Next's page handler sets Vary itself, after the middleware (docs/deploy.md): its list, not Accept.
      assert.ok(varies(html).includes('rsc'), `${url}: Vary ${html.headers.get('vary')}`);
      assert.match(await html.text(), /^<!DOCTYPE html>/i, url);
    }
    // A tie goes to Markdown here (the server weighs q-values); a file keeps its type; no page, the 404 page.
    const tie = await fetch(`${site.base}/zh/api/`, { headers: { accept: 'text/markdown, text/html' } });
    assert.equal(tie.headers.get('content-type'), 'text/markdown; charset=utf-8');
    const file = await fetch(`${site.base}/llms.txt`, { headers: { accept: ACCEPT.agent } });
    assert.equal(file.headers.get('content-type'), 'text/plain; charset=utf-8');
    const missing = await fetch(`${site.base}/no/such/page/`, { headers: { accept: ACCEPT.agent } });
    assert.equal(missing.status, 404);
  });

  it('loads and navigates client-side under the CSP without errors', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    await page.locator('.sidebar').getByRole('link', { name: 'Deployment' }).click();
    await page.waitForURL(`${site.base}/guide/basic/deploy/`);
    assert.equal(await page.locator('h1').textContent(), 'Deployment');
    assert.ok(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa === true), 'no full reload');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
