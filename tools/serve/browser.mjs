import { CHROMIUM, requireOnMachine } from './machine.mjs';

export { CHROMIUM };

/**
 * Debian's Chromium, started the way this closed network needs (no background connections). Unless
 * `timed` (the bench, which measures what a reader's browser does), two switches cut what a page load
 * costs the tests: a tab keeps its renderer from page to page instead of taking a fresh spare process
 * each time (with several tabs open, Chromium otherwise starts one per navigation), and V8 leaves out
 * its optimizing compiler, which pages open for a second never repay.
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
      ...(timed ? [] : ['--disable-features=SpareRendererForSitePerProcess', '--js-flags=--no-opt']),
    ],
  };
}
