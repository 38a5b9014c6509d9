/**
 * The export built with NEXT_PUBLIC_BASE_PATH=/docs, served only under /docs/ (as GitHub Pages serves
 * a project page under /<repo>/). `npm run test:base-path` builds it and runs this file; `npm test`
 * does not (its browser tests read the export built without a base path).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { OUT, startSite, waitForApp, type Site } from '../../../tools/serve/browser-site';
import { watchErrors } from '../server';
import { browsePagesAndLanguages } from '../scenarios';

const BASE = '/docs';
const SITE_ROOT = `${(process.env.NEXT_PUBLIC_SITE_URL || 'https://rspress.dev').replace(/\/+$/, '')}${BASE}`;

/** Every file of out/ with one of these extensions, by its path inside out/. */
function exported(...extensions: string[]): string[] {
  return (fs.readdirSync(OUT, { recursive: true }) as string[]).filter((file) => extensions.some((ext) => file.endsWith(ext)));
}

/** Same-origin requests of a page, and those that failed or went outside the base path. */
function watchRequests(page: Page, origin: string) {
  const seen: string[] = [];
  const wrong: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    seen.push(url.pathname);
    const status = response.status();
    const expected404 = response.request().resourceType() === 'document' && url.pathname.includes('/no-such-page');
    if (!url.pathname.startsWith(`${BASE}/`) || (status >= 400 && !expected404)) wrong.push(`${status} ${url.pathname}`);
  });
  page.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    seen.push(url.pathname);
    // Next probes prefetch targets with HEAD requests that it aborts itself; only their path matters.
    const aborted = request.failure()?.errorText === 'net::ERR_ABORTED';
    if (!url.pathname.startsWith(`${BASE}/`) || !aborted) wrong.push(`${request.failure()?.errorText} ${url.pathname}`);
  });
  return { seen, wrong };
}

describe(`the export under ${BASE}/`, () => {
  let site: Site;
  before(async () => {
    const home = path.join(OUT, 'index.html');
    if (!fs.existsSync(home) || !fs.readFileSync(home, 'utf8').includes(`"${BASE}/_next/`)) {
      throw new Error(`out/ was not built with NEXT_PUBLIC_BASE_PATH=${BASE}: run \`npm run test:base-path\``);
    }
    site = await startSite({ basePath: BASE });
  });
  after(() => site?.close());

  it('links, scripts and styles in every exported page stay under the base path', () => {
    const pages = exported('.html');
    assert.ok(pages.length > 80, `${pages.length} pages`);
    const outside: string[] = [];
    for (const file of pages) {
      const html = fs.readFileSync(path.join(OUT, file), 'utf8');
      for (const [, , value] of html.matchAll(/\s(href|src|action|srcset)="(\/[^"]*)"/g)) {
        if (!value.startsWith(`${BASE}/`) && !value.startsWith('//')) outside.push(`${file}: ${value}`);
      }
    }
    assert.deepEqual(outside.slice(0, 10), []);
    for (const file of exported('.css')) {
      assert.doesNotMatch(fs.readFileSync(path.join(OUT, file), 'utf8'), /url\(["']?\/(?!docs\/)/, file);
    }
  });

  it('serves a page whose every request stays under the base path, with absolute URLs that carry it', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    const requests = watchRequests(page, site.origin);
    const response = await page.goto(`${site.base}/guide/start/introduction/`);
    assert.equal(response?.status(), 200);
    await waitForApp(page);
    assert.equal(await page.locator('h1').textContent(), 'Introduction');
    assert.ok(requests.seen.some((p) => p.startsWith(`${BASE}/_next/static/`) && p.endsWith('.js')));
    assert.ok(requests.seen.some((p) => p.startsWith(`${BASE}/_next/static/`) && p.endsWith('.css')));
    assert.equal(await page.getAttribute('link[rel="canonical"]', 'href'), `${SITE_ROOT}/guide/start/introduction/`);
    assert.equal(await page.getAttribute('link[rel="alternate"][hreflang="zh-CN"]', 'href'), `${SITE_ROOT}/zh/guide/start/introduction/`);
    assert.deepEqual(requests.wrong, []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('navigates between pages and languages on the client, under the base path', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    const requests = watchRequests(page, site.origin);
    const alive = await browsePagesAndLanguages(page, site.base);

    await page.locator('.navbar-title').click();
    await page.waitForURL(`${site.base}/zh/`);
    assert.ok(await alive(), 'the home link kept the app');
    assert.deepEqual(requests.wrong, []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('loads the search index from under the base path and opens a hit there', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    const requests = watchRequests(page, site.origin);
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    await page.getByRole('button', { name: /Search/ }).click();
    const index = page.waitForResponse((r) => r.url().includes('/search-index/'));
    await page.locator('.DocSearch-Input').fill('deployment github pages');
    assert.match(new URL((await index).url()).pathname, new RegExp(`^${BASE}/search-index/en\\.[0-9a-f]{10}\\.json$`));
    assert.equal((await index).status(), 200);
    const first = page.locator('.DocSearch-Hit').first();
    await first.waitFor();
    assert.match((await first.locator('a').getAttribute('href'))!, new RegExp(`^${BASE}/guide/basic/deploy/`));
    // Ctrl+Enter opens the hit in a new tab: the browser's own navigation, so the path needs the base.
    const tab = page.context().waitForEvent('page');
    await page.keyboard.press('Control+Enter');
    const opened = await tab;
    await opened.waitForLoadState();
    assert.match(new URL(opened.url()).pathname, new RegExp(`^${BASE}/guide/basic/deploy/`));
    assert.equal(await opened.locator('h1').textContent(), 'Deployment');
    await opened.close();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${BASE}/guide/basic/deploy/`));
    assert.equal(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa), true);
    assert.deepEqual(requests.wrong, []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('fetches and links the Markdown twin under the base path', async () => {
    const page = await site.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    const requests = watchRequests(page, site.origin);
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    const twinUrl = `${SITE_ROOT}/guide/start/introduction.md`;
    assert.equal(await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href'), twinUrl);
    await page.locator('.copy-page-trigger').click();
    assert.equal(
      await page.getByRole('menuitem', { name: 'Open as Markdown' }).getAttribute('href'),
      `${BASE}/guide/start/introduction.md`,
    );
    const chat = new URL((await page.getByRole('menuitem', { name: 'Open in Claude' }).getAttribute('href'))!);
    assert.ok(chat.searchParams.get('q')!.includes(twinUrl), chat.href);
    const twin = page.waitForResponse((r) => r.url().endsWith('.md'));
    await page.getByRole('menuitem', { name: 'Copy as Markdown' }).click();
    assert.equal(new URL((await twin).url()).pathname, `${BASE}/guide/start/introduction.md`);
    assert.equal((await twin).status(), 200);
    const markdown = await (await twin).text();
    assert.match(markdown, /^# Introduction/);
    // Links inside the twin are absolute, with the base path.
    const links = [...markdown.matchAll(/\]\((https?:\/\/[^)]+)\)/g)]
      .map((m) => m[1])
      .filter((u) => u.startsWith(SITE_ROOT.replace(BASE, '')));
    assert.ok(links.length > 0);
    for (const link of links) assert.ok(link.startsWith(`${SITE_ROOT}/`), link);
    await page.locator('.copy-page-trigger', { hasText: 'Copied as Markdown' }).waitFor();
    assert.deepEqual(requests.wrong, []);
    await page.close();
  });

  it('answers an unknown path with the 404 page, whose links and assets work under the base path', async () => {
    for (const [lang, path404, home, label] of [
      ['en', '/no-such-page/', `${BASE}/`, 'Take me home'],
      ['zh-CN', '/zh/no-such-page/', `${BASE}/zh/`, '返回首页'],
    ]) {
      const page = await site.newPage();
      const requests = watchRequests(page, site.origin);
      const response = await page.goto(`${site.base}${path404}`);
      assert.equal(response?.status(), 404);
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      assert.equal(await page.locator('.not-found-code').textContent(), '404');
      assert.deepEqual(await page.locator('.not-found a.button').evaluateAll((links) => links.map((a) => a.getAttribute('href'))), [
        `${BASE}/`,
        `${BASE}/zh/`,
      ]);
      await page.locator(`.not-found [lang="${lang}"]`).getByRole('link', { name: label }).click();
      await page.waitForURL(`${site.origin}${home}`);
      assert.ok((await page.locator('h1').count()) > 0);
      assert.deepEqual(requests.wrong, []);
      await page.close();
    }
  });

  it('writes the sitemap, robots.txt and llms.txt with absolute URLs under the base path', async () => {
    const get = async (file: string) => {
      const response = await fetch(`${site.base}${file}`);
      assert.equal(response.status, 200, file);
      return response.text();
    };
    const locs = [...(await get('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.ok(locs.length > 80);
    for (const loc of locs) assert.ok(loc.startsWith(`${SITE_ROOT}/`), loc);
    assert.match(await get('/robots.txt'), new RegExp(`Sitemap: ${SITE_ROOT}/sitemap.xml`));
    for (const file of ['/llms.txt', '/zh/llms.txt']) {
      const urls = [...(await get(file)).matchAll(/https?:\/\/[^\s)]+/g)].map((m) => m[0]).filter((u) => !u.includes('llmstxt.org'));
      assert.ok(urls.length > 40, file);
      for (const url of urls) assert.ok(url.startsWith(`${SITE_ROOT}/`), `${file}: ${url}`);
    }
    const sources = [...(await get('/llms-full.txt')).matchAll(/^Source: (.+)$/gm)].map((m) => m[1]);
    for (const source of sources) assert.ok(source.startsWith(`${SITE_ROOT}/`), source);
    // Outside the base path there is nothing: the site does not lean on the host's root.
    assert.equal((await fetch(`${site.origin}/guide/start/introduction/`)).status, 404);
  });
});
