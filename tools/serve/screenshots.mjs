/**
 * Screenshots of the built export for a person to look at: each page at 375 and 1280 px, light
 * and dark, into tools/bench/screenshots/. `node tools/serve/screenshots.mjs [--root DIR] /path/ /other/path/`
 * (`--root`: another export than out/, a copy's build for instance).
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { createStaticServer } from './serve.mjs';
import { launchOptions } from './browser.mjs';

const args = process.argv.slice(2);
const root = args[0] === '--root' ? args.splice(0, 2)[1] : undefined;
const paths = args.length ? args : ['/', '/guide/start/introduction/', '/zh/api/'];
const server = createStaticServer(root);
await new Promise((resolve) => server.listen(0, resolve));
const base = `http://localhost:${server.address().port}`;
fs.mkdirSync('tools/bench/screenshots', { recursive: true });
const browser = await chromium.launch(launchOptions());
for (const colorScheme of ['light', 'dark']) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'load' });
      const name = `${p.replace(/\W+/g, '_') || 'home'}-${width}-${colorScheme}.png`;
      await page.screenshot({ path: `tools/bench/screenshots/${name}`, fullPage: false });
      console.log(`tools/bench/screenshots/${name}`);
    }
    await page.close();
  }
}
await browser.close();
server.close();
