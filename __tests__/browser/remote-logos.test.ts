import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitForApp } from './server';

/**
 * The Rstack logos load from the tools' own host. Where it is out of reach, each logo shows its tool's
 * initial instead of the broken-image icon (a broken image draws its ::after; a loaded one does not).
 */
describe('Rstack logos from an unreachable host', () => {
  const site = useSite();

  it('show the tool initials in the home page grid and in the tools menu, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await site.newPage({ colorScheme });
      // Only this site answers: every other host fails, as on a machine without a network.
      await page.route(/^https?:\/\//, (route) => (route.request().url().startsWith(site.base) ? route.continue() : route.abort()));
      await page.goto(`${site.base}/zh/`);
      await waitForApp(page);
      await page.locator('.tool-grid').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Rstack 工具' }).click();
      await page.locator('.tools-popover img').first().waitFor();
      const logos = await page.$$eval('.tool-grid img, .tools-popover img', async (images) => {
        await Promise.all(images.map((img) => (img as HTMLImageElement).decode().catch(() => {})));
        return images.map((img) => {
          const after = getComputedStyle(img, '::after');
          const name = img.closest('a')?.querySelector('.tool-card-name, .tools-popover-name, span')?.textContent ?? '';
          return {
            broken: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
            covered: after.width === `${img.getAttribute('width')}px`,
            initial: after.content === `"${name.trim().charAt(0)}"`,
          };
        });
      });
      assert.ok(logos.length >= 11, `${logos.length} logos`);
      assert.deepEqual(
        logos.filter((logo) => !(logo.broken && logo.covered && logo.initial)),
        [],
        colorScheme,
      );
      await page.close();
    }
  });
});
