/** Debian's Chromium, started the way this closed network needs (no background connections). */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function launchOptions() {
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
