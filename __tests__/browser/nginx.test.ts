import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { getContent } from '../../lib/content/store';
import { HTML_LANG } from '../../lib/i18n/locales';
import { exportedPath, markdownPath } from '../../lib/urls';
import { SECURITY_HEADERS } from '../../lib/hosting/security';
import { startNginx, useHost } from './hosts';
import { ACCEPT } from '../../tools/check/accept-headers';
import { browsePagesAndLanguages } from './scenarios';
import { OUT, watchErrors } from './server';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300, must-revalidate';
const varies = (response: Response) => (response.headers.get('vary') ?? '').split(/\s*,\s*/).sort();

function assertSecurityHeaders(response: Response, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(response.headers.get(name), value, `${what}: ${name}`);
}

/** The first script and stylesheet under /_next/static/ that a page loads. */
function staticAssets(html: string): { js: string; css: string } {
  const js = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
  assert.ok(js && css, 'the page loads a script and a stylesheet from /_next/static/');
  return { js, css };
}

describe('deploy/nginx.conf in a real nginx, serving out/', () => {
  if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error('out/ is missing: run `npm run build` first');
  const site = useHost(() => startNginx(OUT));
  const pages = getContent().pages;

  it('serves every page of both languages as HTML in its language', async () => {
    for (const { record } of pages) {
      const response = await fetch(site.base + exportedPath(record.routePath), { redirect: 'manual' });
      assert.equal(response.status, 200, record.routePath);
      assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8', record.routePath);
      assert.match(await response.text(), new RegExp(`<html lang="${HTML_LANG[record.lang]}"`), record.routePath);
    }
  });

  it('redirects a page without its trailing slash to the page (301, relative Location, query kept)', async () => {
    for (const [from, to] of [
      ['/guide/start/introduction', '/guide/start/introduction/'],
      ['/zh/guide/basic/deploy?from=test', '/zh/guide/basic/deploy/?from=test'],
      ['/zh', '/zh/'],
    ]) {
      const response = await fetch(site.base + from, { redirect: 'manual' });
      assert.equal(response.status, 301, from);
      assert.equal(response.headers.get('location'), to, from);
    }
    const followed = await fetch(`${site.base}/guide/start/introduction`);
    assert.equal(followed.status, 200);
    assert.equal(new URL(followed.url).pathname, '/guide/start/introduction/');
  });

  it('answers unknown paths with 404 and the 404 page, in the language of the path', async () => {
    // /guide/ is a folder without a page (nginx says 403), /404/ the export's copy of the error page.
    for (const url of ['/no/such/page/', '/zh/no/such/page/', '/guide/', '/404/', '/_next/static/no-such-chunk.js']) {
      const response = await fetch(site.base + url, { redirect: 'manual' });
      assert.equal(response.status, 404, url);
      assert.match(await response.text(), /Page not found[\s\S]*页面不存在/, `${url}: the 404 page`);
    }
    const page = await site.newPage();
    const visit = async (url: string) => {
      const response = await page.goto(site.base + url);
      assert.equal(response?.status(), 404, url);
      return { lang: await page.getAttribute('html', 'lang'), h1: await page.locator('h1:visible').textContent() };
    };
    assert.deepEqual(await visit('/no/such/page/'), { lang: 'en', h1: 'Page not found' });
    assert.deepEqual(await visit('/zh/no/such/page/'), { lang: 'zh-CN', h1: '页面不存在' });
    assert.deepEqual(await visit('/zh/guide/'), { lang: 'zh-CN', h1: '页面不存在' });
    await page.close();
  });

  it('serves the Markdown twins as text/markdown', async () => {
    for (const routePath of ['/guide/start/introduction', '/zh/guide/basic/deploy', '/']) {
      const url = markdownPath(routePath);
      const response = await fetch(site.base + url);
      assert.equal(response.status, 200, url);
      assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', url);
      assert.equal(await response.text(), fs.readFileSync(path.join(OUT, url), 'utf8'), url);
    }
  });

  it("answers Accept: text/markdown at every page's own URL with its twin, a browser's Accept with HTML, both with Vary: Accept", async () => {
    for (const { record } of pages) {
      const url = exportedPath(record.routePath);
      const twin = fs.readFileSync(path.join(OUT, markdownPath(record.routePath)), 'utf8');
      for (const accept of [ACCEPT.agent, ACCEPT.agentWithFallbacks]) {
        const response = await fetch(site.base + url, { headers: { accept }, redirect: 'manual' });
        assert.equal(response.status, 200, `${url} (${accept})`);
        assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', `${url} (${accept})`);
        // Accept-Encoding joins it when nginx compresses (answers over 1 KiB).
        assert.ok(varies(response).includes('Accept'), `${url} (${accept}): Vary ${response.headers.get('vary')}`);
        assert.equal(await response.text(), twin, `${url} (${accept})`);
      }
      const html = await fetch(site.base + url, { headers: { accept: ACCEPT.browser } });
      assert.equal(html.headers.get('content-type'), 'text/html; charset=utf-8', url);
      assert.deepEqual(varies(html), ['Accept', 'Accept-Encoding'], `${url}: Vary`);
      assert.match(await html.text(), /^<!DOCTYPE html>/i, url);
    }
    // Without its slash the page answers Markdown at once; a file keeps its type; no page, the 404 page.
    const bare = await fetch(`${site.base}/zh/guide/basic/deploy`, { headers: { accept: ACCEPT.agent }, redirect: 'manual' });
    assert.equal(bare.status, 200);
    assert.equal(await bare.text(), fs.readFileSync(path.join(OUT, 'zh/guide/basic/deploy.md'), 'utf8'));
    const file = await fetch(`${site.base}/llms.txt`, { headers: { accept: ACCEPT.agent } });
    assert.equal(file.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(file.headers.get('vary'), 'Accept-Encoding');
    const missing = await fetch(`${site.base}/no/such/page/`, { headers: { accept: ACCEPT.agent } });
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /Page not found/);
  });

  it('sends the security headers of lib/hosting/security.ts, long caching for /_next/static/ only, and gzip', async () => {
    const pageResponse = await fetch(`${site.base}/guide/start/introduction/`);
    const html = await pageResponse.text();
    const { js, css } = staticAssets(html);
    const responses: [string, Response, string][] = [
      ['page', pageResponse, SHORT],
      ['script', await fetch(site.base + js), IMMUTABLE],
      ['stylesheet', await fetch(site.base + css), IMMUTABLE],
      ['Markdown twin', await fetch(`${site.base}/guide/start/introduction.md`), SHORT],
      [
        'search index',
        await fetch(`${site.base}/search-index/${fs.readdirSync(path.join(OUT, 'search-index')).find((name) => name.startsWith('en.'))}`),
        IMMUTABLE,
      ],
      ['404', await fetch(`${site.base}/no/such/page/`), SHORT],
      ['redirect', await fetch(`${site.base}/guide/start/introduction`, { redirect: 'manual' }), SHORT],
    ];
    for (const [what, response, cacheControl] of responses) {
      assertSecurityHeaders(response, what);
      assert.equal(response.headers.get('cache-control'), cacheControl, `${what}: Cache-Control`);
      assert.equal(response.headers.get('server'), 'nginx', `${what}: no version in Server`);
    }
    // fetch asks for gzip; nginx compresses text types above 1 KiB and says so to caches.
    for (const [what, response] of responses.slice(0, 5)) {
      assert.equal(response.headers.get('content-encoding'), 'gzip', `${what}: gzip`);
      // A page's URL answers HTML or Markdown by Accept; a file's is one answer.
      assert.deepEqual(varies(response), what === 'page' ? ['Accept', 'Accept-Encoding'] : ['Accept-Encoding'], `${what}: Vary`);
    }
    const identity = await fetch(`${site.base}/guide/start/introduction/`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(identity.headers.get('content-encoding'), null);
    assert.equal(await identity.text(), html);
  });

  it('navigates client-side under its headers (CSP enforced) without errors', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    await browsePagesAndLanguages(page, site.base);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
