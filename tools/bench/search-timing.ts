import type { Page } from 'playwright-core';
import { waitForApp } from '../serve/browser-site';

/** Kept in the page: the Ctrl+K keydown's own time stamp and when the first hit was painted. */
const OBSERVE = `(() => {
  const t = (window.__firstHit = {});
  addEventListener('keydown', (event) => { t.key ??= event.timeStamp; }, { capture: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('.DocSearch-Hit')) return;
    observer.disconnect();
    // The frame that shows the hit: after the next animation frame has been produced.
    requestAnimationFrame(() => setTimeout(() => { t.hit = performance.now(); }));
  }).observe(document.body, { childList: true, subtree: true });
})()`;

const PAINTED = `new Promise((resolve) => {
  const t = window.__firstHit;
  const check = () => (t.hit ? resolve(Math.round(t.hit - t.key)) : setTimeout(check, 5));
  check();
})`;

/**
 * A reader's first search on a fresh page, the dialog's opening, the search files' download and
 * indexing included. Cold only on a page of its own context (`site.newPage()`), used once: a page
 * used before keeps the dialog's code and the search files in its HTTP cache.
 * The query is entered at once, as an input method commits Chinese (and as the harness types it:
 * Chinese has no keys) or a paste: typed key by key, each key waited for the page's work on the one
 * before and the harness's round trip, so an English query's time grew with its length.
 * - `inPage`: from the Ctrl+K keydown to the first frame painted with a hit, timed by the page itself.
 * - `harness`: the same span as the test harness sees it, with its own round trips to the browser.
 * `when`: Ctrl+K the moment the page has hydrated, while it still does its load-time work (the
 * sidebar file arrives, lazy parts load), the worst case; or once that work is done
 * (no request for 500 ms), as when a reader has looked at the page first. Both are cold.
 */
export async function ctrlKToFirstHit(
  page: Page,
  url: string,
  query: string,
  when: 'hydrated' | 'settled' = 'hydrated',
): Promise<{ inPage: number; harness: number }> {
  await page.goto(url);
  await waitForApp(page);
  if (when === 'settled') await page.waitForLoadState('networkidle');
  await page.evaluate(OBSERVE);
  const started = Date.now();
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.keyboard.insertText(query);
  await page.locator('.DocSearch-Hit').first().waitFor();
  const harness = Date.now() - started;
  return { inPage: await page.evaluate<number>(PAINTED), harness };
}
