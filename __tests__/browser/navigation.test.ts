import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, watchErrors } from './server';
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
