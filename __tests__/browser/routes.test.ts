import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getContent } from '../../lib/content/store';
import { HTML_LANG } from '../../lib/i18n/locales';
import { exportedPath } from '../../lib/urls';
import fs from 'node:fs';
import path from 'node:path';
import { writeRedirectPages } from '../../tools/build-steps/redirect-pages';
import { OUT, useSite } from './server';

const pages = getContent().pages;

describe('the static export on a plain file server', () => {
  const site = useSite();

  it('serves every page of both languages with its language and title in the static HTML', async () => {
    for (const { record } of pages) {
      const response = await fetch(site.base + exportedPath(record.routePath));
      assert.equal(response.status, 200, record.routePath);
      const html = await response.text();
      assert.match(html, new RegExp(`<html lang="${HTML_LANG[record.lang]}"`), record.routePath);
      const h1 = record.frontmatter.pageType === 'home' ? 'Rspress' : record.title;
      assert.ok(html.includes(`>${h1.replace(/&/g, '&amp;')}<`) || html.includes(`<h1>${h1}`), `${record.routePath}: h1 "${h1}"`);
    }
  });

  it('redirects a path without the trailing slash to the page', async () => {
    const response = await fetch(`${site.base}/guide/start/introduction`, { redirect: 'manual' });
    assert.equal(response.status, 301);
    assert.equal(new URL(response.headers.get('location')!, site.base).pathname, '/guide/start/introduction/');
  });

  it('answers an unknown path with the 404 page, in the language of the path', async () => {
    const response = await fetch(`${site.base}/no/such/page/`);
    assert.equal(response.status, 404);
    const page = await site.newPage();
    await page.goto(`${site.base}/no/such/page/`);
    assert.equal(await page.locator('h1:visible').textContent(), 'Page not found');
    await page.goto(`${site.base}/zh/no/such/page/`);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
    assert.equal(await page.locator('h1:visible').textContent(), '页面不存在');
    await page.close();
  });

  it('sends a redirected path to its target, keeping the #hash (fixture entry)', async () => {
    // content/redirects.json has no real entry yet: prove the mechanism with a fixture page.
    const [file] = writeRedirectPages(OUT, [{ from: '/__redirect-fixture/old', to: '/guide/basic/deploy' }]);
    try {
      const page = await site.newPage();
      await page.goto(`${site.base}/__redirect-fixture/old/#build-and-preview`);
      await page.waitForURL(`${site.base}/guide/basic/deploy/#build-and-preview`);
      assert.equal(await page.locator('h1').textContent(), 'Deployment');
      await page.close();
    } finally {
      fs.rmSync(path.dirname(path.dirname(file)), { recursive: true, force: true });
    }
  });

  it('gives every doc page its social card, breadcrumbs and structured data', async () => {
    for (const path of ['/guide/basic/deploy/', '/zh/api/config/config-basic/']) {
      const html = await (await fetch(site.base + path)).text();
      const image = /<meta property="og:image" content="https:\/\/rspress\.dev(\/og\/[^"]+\.png)"/.exec(html)?.[1];
      assert.ok(image, `${path}: og:image`);
      assert.match(html, /<meta property="og:image:width" content="1200"\/><meta property="og:image:height" content="630"\/>/);
      assert.match(html, /<meta name="twitter:card" content="summary_large_image"\/>/);
      const card = await fetch(site.base + image);
      assert.equal(card.headers.get('content-type'), 'image/png', `${image} is served as a PNG`);
      const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
      assert.deepEqual(
        data.map((d) => d['@type']),
        ['BreadcrumbList', 'TechArticle'],
        path,
      );
      assert.match(html, /<nav class="breadcrumbs" aria-label="[^"]+"><ol>/);
    }
  });
});
