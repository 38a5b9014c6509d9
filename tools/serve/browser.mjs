import { CHROMIUM, requireOnMachine } from './machine.mjs';

export { CHROMIUM };

/** Debian's Chromium, started the way this closed network needs (no background connections). */
export function launchOptions() {
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
    ],
  };
}
