import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useSite, waitForApp, watchErrors } from './server';
import { browsePagesAndLanguages } from './scenarios';

describe('client-side navigation', () => {
  const site = useSite();

  it('moves between pages and languages without a full reload', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    const alive = await browsePagesAndLanguages(page, site.base);

    await page
      .locator('.navbar-wide')
      .getByRole('link', { name: /English/ })
      .click();
    await page.waitForURL(`${site.base}/guide/basic/deploy/`);
    assert.equal(await page.locator('h1').textContent(), 'Deployment');
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.ok(await alive(), 'zh → en kept the app');

    await page.getByRole('link', { name: 'API', exact: true }).first().click();
    await page.waitForURL(`${site.base}/api/`);
    assert.equal(await page.locator('h1').textContent(), 'API Overview');
    assert.ok(await alive(), 'nav link kept the app');
    assert.deepEqual(errors, []);
    await page.close();
  });
});

/** The paths of the pages whose payload (Next's `__next.*.txt` files) the page has requested so far. */
function payloadsOf(page: Page): Set<string> {
  const paths = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const at = pathname.indexOf('/__next.');
    if (at >= 0) paths.add(pathname.slice(0, at + 1));
  });
  return paths;
}

describe('prefetch on intent', () => {
  const site = useSite();

  it('fetches a page when the pointer or the focus reaches its link, not when the link comes into view', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    const payloads = payloadsOf(page);
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    const sidebar = page.locator('.sidebar');
    const deploy = sidebar.getByRole('link', { name: 'Deployment', exact: true });
    const i18n = sidebar.getByRole('link', { name: 'Internationalization', exact: true });
    await deploy.waitFor();
    // Idle time in which Next's viewport prefetch would have fetched the dozens of sidebar links in view.
    await page.waitForTimeout(1500);
    assert.deepEqual([...payloads], [], 'no page fetched before any intent');

    await deploy.hover();
    await page.waitForRequest((request) => request.url().includes('/guide/basic/deploy/__next.'));
    await i18n.focus();
    await page.waitForRequest((request) => request.url().includes('/guide/default-theme/i18n/__next.'));
    assert.deepEqual([...payloads].sort(), ['/guide/basic/deploy/', '/guide/default-theme/i18n/']);

    await deploy.click();
    await page.waitForURL(`${site.base}/guide/basic/deploy/`);
    assert.equal(await page.locator('h1').textContent(), 'Deployment');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
