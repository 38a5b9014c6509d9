import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { waitForApp } from '../../tools/serve/browser-site';

/**
 * What a reader does on any host: open the introduction, follow a sidebar link, switch to Chinese;
 * each step must keep the app (no full reload). Returns the check, for the steps a test adds.
 */
export async function browsePagesAndLanguages(page: Page, base: string): Promise<() => Promise<boolean>> {
  await page.goto(`${base}/guide/start/introduction/`);
  await waitForApp(page);
  // A full reload would drop this marker.
  await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
  const alive = () => page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa === true);

  await page.locator('.sidebar').getByRole('link', { name: 'Deployment' }).click();
  await page.waitForURL(`${base}/guide/basic/deploy/`);
  assert.equal(await page.locator('h1').textContent(), 'Deployment');
  assert.ok(await alive(), 'en → en kept the app');

  await page
    .locator('.navbar-wide')
    .getByRole('link', { name: /简体中文/ })
    .click();
  await page.waitForURL(`${base}/zh/guide/basic/deploy/`);
  assert.equal(await page.locator('h1').textContent(), '项目部署');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.ok(await alive(), 'en → zh kept the app');
  return alive;
}

/** Markup a test puts into the search data, which hits must show as text. */
export const MARKUP = '<img src=x onerror=alert(1)>';

/**
 * Searches `query` on the introduction, once the test has routed search data with `MARKUP` in it: the
 * hit shows the markup as text, and nothing of it runs (no image, no dialog).
 */
export async function markupInHitsStaysText(page: Page, base: string, query: string): Promise<void> {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  await page.goto(`${base}/guide/start/introduction/`);
  await waitForApp(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
  const hit = page.locator('.DocSearch-Hit', { hasText: 'onerror=alert(1)' }).first();
  await hit.waitFor();
  assert.match((await hit.textContent())!, /<img src=x onerror=alert\(1\)>/);
  assert.equal(await page.locator('.DocSearch-Modal img').count(), 0);
  await page.waitForTimeout(300);
  assert.equal(dialogs, 0);
}
