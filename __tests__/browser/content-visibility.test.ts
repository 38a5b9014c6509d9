import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useSite, waitForApp } from './server';

/**
 * app/styles/prose.css lets the browser skip the layout of article blocks past the first screen. That
 * must change nothing a reader sees: once every block has been on screen, each block sits where it
 * sits with content-visibility turned off. A block whose margins collapse with its children's (a
 * loose list, say) would move the rest of the page.
 */
const PAGES = [
  '/api/config/config-basic/', // the longest page: lists, tables, callouts, code
  '/guide/basic/use-mdx/', // nested lists
  '/plugin/official-plugins/algolia/', // nested lists
  '/zh/api/config/config-theme/',
  '/guide/default-theme/components/', // tabs
];

const OFF = '.prose > * { content-visibility: visible !important; }';

/** Top and height of every article block and list item, after scrolling the whole page into view once. */
async function blockBoxes(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // The page grows as skipped blocks take their real height: read its height on every step. (No named
    // helper: tsx would wrap it in a function the page does not have.)
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return [...document.querySelectorAll('.prose > *, .prose li')].map((block) => {
      const box = block.getBoundingClientRect();
      return `${block.tagName.toLowerCase()} ${Math.round(box.top)}+${Math.round(box.height)}`;
    });
  });
}

describe('content-visibility on article blocks', () => {
  const site = useSite();

  for (const width of [375, 1280]) {
    it(`moves no block at ${width} px`, async () => {
      const page = await site.newPage({ viewport: { width, height: 800 } });
      for (const path of PAGES) {
        await page.goto(`${site.base}${path}`);
        const skipped = await page.evaluate(
          () => [...document.querySelectorAll('.prose > *')].filter((block) => getComputedStyle(block).contentVisibility === 'auto').length,
        );
        assert.ok(skipped > 10, `${path}: blocks past the first screen use content-visibility (found ${skipped})`);
        const shipped = await blockBoxes(page);
        await page.addStyleTag({ content: OFF });
        const plain = await blockBoxes(page);
        const moved = shipped.findIndex((box, i) => box !== plain[i]);
        assert.equal(moved, -1, `${path} at ${width} px: block ${moved} is ${shipped[moved]}, ${plain[moved]} without content-visibility`);
      }
      await page.close();
    });
  }
});

describe('a jump through a long page', () => {
  const site = useSite();
  const hidden = (page: Page) => page.evaluate(() => document.querySelector('.navbar')?.hasAttribute('data-hidden'));

  it('a 2500 px wheel fling hides the navbar, and the blocks rendering on the way do not bring it back', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/api/config/config-basic/`);
    await waitForApp(page);
    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(1200);
    assert.equal(await hidden(page), true, 'hidden after the fling');
    assert.ok((await page.evaluate(() => window.scrollY)) > 2000);
    await page.waitForTimeout(1500);
    assert.equal(await hidden(page), true, 'still hidden once the page has settled');
    await page.mouse.wheel(0, -200);
    await page.waitForTimeout(600);
    assert.equal(await hidden(page), false, 'back when the reader scrolls up');
    await page.close();
  });

  it('End reaches the end of the page and stays there', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/api/config/config-basic/`);
    await waitForApp(page);
    await page.locator('main').focus();
    await page.keyboard.press('End');
    const atEnd = () => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
    await page.waitForTimeout(1200);
    assert.equal(await atEnd(), true, 'at the end');
    const y = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => window.scrollY), y, 'and the page does not move afterwards');
    assert.equal(await atEnd(), true);
    await page.close();
  });
});
