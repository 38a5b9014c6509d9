import { CHROMIUM, requireOnMachine } from './machine.mjs';

export { CHROMIUM };

/**
 * Debian's Chromium, started the way this closed network needs (no background connections). Unless
 * `timed` (the bench, which measures what a reader's browser does), a tab keeps its renderer from page
 * to page: with several tabs open, Chromium otherwise moves each navigation to a fresh spare process,
 * which starts and compiles the site's scripts again.
 */
export function launchOptions({ timed = false } = {}) {
  requireOnMachine('chromium');
  return {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...(timed ? [] : ['--disable-features=SpareRendererForSitePerProcess']),
    ],
  };
}
