import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { startSite, type Site } from '../../tools/serve/browser-site';

export { OUT, waitForApp } from '../../tools/serve/browser-site';

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
 * (the Rstack tools' logos, content pictures) cannot load in this closed network: failures of
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
