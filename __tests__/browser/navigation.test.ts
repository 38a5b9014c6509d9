import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitForApp, watchErrors } from './server';

describe('client-side navigation', () => {
  const site = useSite();

  it('moves between pages and languages without a full reload', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    // A full reload would drop this marker.
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    const alive = () => page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa === true);

    await page.locator('.sidebar').getByRole('link', { name: 'Deployment' }).click();
    await page.waitForURL(`${site.base}/guide/basic/deploy/`);
    assert.equal(await page.locator('h1').textContent(), 'Deployment');
    assert.ok(await alive(), 'en → en kept the app');

    await page
      .locator('.navbar-wide')
      .getByRole('link', { name: /简体中文/ })
      .click();
    await page.waitForURL(`${site.base}/zh/guide/basic/deploy/`);
    assert.equal(await page.locator('h1').textContent(), '项目部署');
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
    assert.ok(await alive(), 'en → zh kept the app');

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
