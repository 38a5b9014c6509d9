import { startSite, waitForApp } from '../serve/browser-site';
import { BENCH_QUERY } from './bench-query';
import { navigationTimings } from './navigation.mjs';
import { percentile } from './percentile';

/** In Chromium against out/: the first search hit, cold and warm, and client navigations. */
export async function browserTimings() {
  const site = await startSite({ timed: true });
  const page = await site.newPage();
  const firstHit = async (url: string, query: string) => {
    await page.goto(site.base + url);
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const started = Date.now();
    await page.keyboard.type(query.slice(0, 1));
    await page.keyboard.type(query.slice(1));
    await page.locator('.DocSearch-Hit').first().waitFor();
    return Date.now() - started;
  };
  const coldEn = await firstHit('/guide/start/introduction/', BENCH_QUERY.en);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  const warmStart = Date.now();
  await page.locator('.DocSearch-Input').fill('sidebar');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const warmEn = Date.now() - warmStart;
  const coldZh = await firstHit('/zh/guide/start/introduction/', BENCH_QUERY.zh);

  const nav = await navigationTimings(page, `${site.base}/guide/start/introduction/`);
  await site.close();
  return {
    searchFirstHitMs: { coldEn, warmEn, coldZh },
    clientNavigationMedianMs: Math.round(percentile(nav.prefetched, 50)),
    clientNavigationColdMedianMs: Math.round(percentile(nav.cold, 50)),
    clientNavigationSamples: nav.prefetched.length,
  };
}
