import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createStaticServer } from '../../scripts/serve.mjs';
import { launchOptions } from './browser.mjs';

export const OUT = path.join(process.cwd(), 'out');

/** Serves out/ like a plain static host and starts Chromium; call `close()` when done. */
export async function startSite() {
  if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error('out/ is missing: run `npm run build` first');
  const server = createStaticServer(OUT);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser: Browser = await chromium.launch(launchOptions());
  return {
    base,
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

/** The site for one test suite: started before its tests, closed after them. */
export function useSite(): Site {
  let site: Site | undefined;
  before(async () => {
    site = await startSite();
  });
  after(() => site?.close());
  return new Proxy({} as Site, { get: (_, key) => site![key as keyof Site] });
}

/**
 * Collects console errors and page errors, for tests that require a clean page. Remote images
 * (logos on assets.rspack.dev, content pictures) cannot load in this closed network: failures of
 * cross-origin loads are the only ones ignored.
 */
export function watchErrors(page: Page, base: string): string[] {
  const errors: string[] = [];
  const origin = new URL(base).origin;
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (/^Failed to load resource/.test(message.text()) && url && new URL(url).origin !== origin) return;
    errors.push(`console: ${message.text()} (${url})`);
  });
  return errors;
}

/** Waits until the page has hydrated (the search shortcut is listening), for keyboard tests. */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('.search-button[data-ready]').first().waitFor();
}
