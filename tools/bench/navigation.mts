/**
 * Client navigation as a reader feels it: from the click on a sidebar link to the frame that paints
 * the new page's h1, timed inside the page (the click event's clock, a MutationObserver, the next
 * animation frame), so Playwright's own actionability checks and round trips are not counted. Before
 * each click the pointer rests on the link until the network is quiet, as when a reader points at it:
 * links prefetch on intent (components/site-link.client.tsx), so the page's payload has then arrived.
 * `cold` clicks without pointing, as soon as the page has hydrated and then right after each paint, so
 * the payload is fetched after the click.
 */
import type { Page } from 'playwright-core';
import { waitForApp } from '../serve/browser-site';

/** Resolves when no resource has started loading for `quietMs`. */
async function networkQuiet(page: Page, quietMs = 300) {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let count = performance.getEntriesByType('resource').length;
        const timer = setInterval(() => {
          const now = performance.getEntriesByType('resource').length;
          if (now === count) {
            clearInterval(timer);
            resolve();
          }
          count = now;
        }, quiet);
      }),
    quietMs,
  );
}

/**
 * Clicks the sidebar link named `title` and returns the milliseconds until the new h1 is painted. The
 * in-page code is a string: tsx names inner functions with a helper that does not exist in the page.
 */
function clickToH1(page: Page, title: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const title = ${JSON.stringify(title)};
    const link = [...document.querySelectorAll('.sidebar a.sidebar-link')].find(
      (a) => a.textContent === title && !a.hasAttribute('aria-current'),
    );
    if (!link) return reject(new Error('no sidebar link ' + title));
    let clickedAt = 0;
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main h1')?.textContent?.includes(title)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    link.addEventListener('click', (event) => (clickedAt = event.timeStamp), { once: true });
    link.click();
  })`);
}

/** Median-ready samples over the sidebar links after the first (which is the page itself). */
export async function navigationTimings(page: Page, startUrl: string, samples = 10) {
  await page.goto(startUrl);
  await waitForApp(page);
  const titles = await page.locator('.sidebar a.sidebar-link').evaluateAll((as) => as.map((a) => a.textContent ?? ''));
  const prefetched: number[] = [];
  for (const title of titles.slice(1, samples + 1)) {
    await page.locator('.sidebar').getByRole('link', { name: title, exact: true }).first().hover();
    await networkQuiet(page);
    prefetched.push(await clickToH1(page, title));
  }
  await page.goto(startUrl);
  await waitForApp(page);
  const cold: number[] = [];
  for (const title of titles.slice(1, samples + 1).reverse()) cold.push(await clickToH1(page, title));
  return { prefetched, cold };
}
