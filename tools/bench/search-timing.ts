import type { Page } from 'playwright-core';
import { waitForApp } from '../serve/browser-site';

/**
 * A reader's first search on a fresh page: from pressing Ctrl+K to the first hit on screen, the
 * dialog's opening, the search file's download and indexing included. A new page each time, so the
 * dialog's code and the search file are loaded cold.
 */
export async function ctrlKToFirstHit(page: Page, url: string, query: string): Promise<number> {
  await page.goto(url);
  await waitForApp(page);
  const started = Date.now();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.type(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  return Date.now() - started;
}
