import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createStaticServer } from './serve.mjs';
import { launchOptions } from './browser.mjs';

export const OUT = path.join(process.cwd(), 'out');

/**
 * Serves out/ (or another export, `root`) like a plain static host and starts Chromium; call `close()` when done. With `basePath`
 * (a build made with NEXT_PUBLIC_BASE_PATH) the site is served under it and `base` ends with it. `timed`: a reader's Chromium,
 * for the bench (see launchOptions).
 */
export async function startSite({ basePath = '', root = OUT, timed = false }: { basePath?: string; root?: string; timed?: boolean } = {}) {
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${root} is missing: run \`npm run build\` first`);
  const server = createStaticServer(root, { basePath });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `${origin}${basePath}`;
  const browser: Browser = await chromium.launch(launchOptions({ timed }));
  return {
    base,
    origin,
    browser,
    async newPage(options: Parameters<Browser['newPage']>[0] = {}): Promise<Page> {
      return browser.newPage({ viewport: { width: 1280, height: 900 }, ...options });
    },
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type Site = Awaited<ReturnType<typeof startSite>>;

/** Waits until the page has hydrated (the search shortcut is listening), for keyboard tests and timings. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('.search-button[data-ready]').first().waitFor();
}
