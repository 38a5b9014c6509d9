import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useSite, waitForApp } from './server';

/** The accessible name of the focused element, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
  });
const focusInside = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);

describe('keyboard use of the sheets at 375 px', () => {
  const site = useSite();

  for (const { name, trigger, lang, path } of [
    { name: 'sidebar drawer', trigger: 'Open the sidebar', lang: 'en', path: '/guide/start/introduction/' },
    { name: 'mobile menu', trigger: 'Menu', lang: 'en', path: '/guide/start/introduction/' },
    { name: 'mobile menu (zh)', trigger: '菜单', lang: 'zh', path: '/zh/api/config/config-basic/' },
  ]) {
    it(`${name}: focus enters, Tab stays inside, Escape closes, focus returns to the button`, async () => {
      const page = await site.newPage({ viewport: { width: 375, height: 740 } });
      await page.goto(site.base + path);
      await waitForApp(page);
      const button = page.getByRole('button', { name: trigger, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      assert.equal(await dialog.getAttribute('data-state'), 'open');
      // Radix moves focus in from an effect, a moment after the dialog is in the DOM.
      await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'), undefined, { timeout: 2000 });

      // Far more Tabs than the dialog has controls: focus must never leave it.
      const count = await dialog.locator('a[href], button').count();
      for (let n = 0; n < count + 3; n++) {
        await page.keyboard.press('Tab');
        assert.ok(await focusInside(page, '[role="dialog"]'), `Tab ${n + 1} stayed inside the ${name}`);
      }
      await page.keyboard.press('Shift+Tab');
      assert.ok(await focusInside(page, '[role="dialog"]'), 'Shift+Tab stayed inside');

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // Radix gives focus back from a timer after the dialog unmounts: wait for it, then say where it is.
      await page.waitForFunction((el) => document.activeElement === el, await button.elementHandle(), { timeout: 2000 }).catch(() => {});
      assert.equal(await focusedName(page), trigger, 'focus is back on the button');
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang === 'zh' ? 'zh-CN' : 'en');
      await page.close();
    });
  }

  it('sidebar drawer: a link navigates client-side and closes the drawer', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: 'Open the sidebar' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Deployment' }).click();
    await page.waitForURL(/\/guide\/basic\/deploy\/$/);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, 'no full reload');
    await page.close();
  });
});
