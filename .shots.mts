import { chromium } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { launchOptions } from './scripts/browser.mjs';
import { createStaticServer } from './scripts/serve.mjs';
const [root, tag, ...paths] = process.argv.slice(2);
const server = createStaticServer(root);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(launchOptions());
for (const colorScheme of ['light', 'dark'] as const) for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 1100 }, colorScheme });
  for (const p of paths) {
    const [pathOnly, sel] = p.split('@');
    await page.goto(origin + pathOnly, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const el = page.locator(sel ?? '.code-block').first();
    await el.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -120));
    await page.waitForTimeout(200);
    const name = `/tmp/weight-shots/${tag}-${pathOnly.replace(/\W+/g, '_')}-${width}-${colorScheme}.png`;
    await page.screenshot({ path: name });
    console.log(name);
  }
  await page.close();
}
await browser.close(); server.close();
