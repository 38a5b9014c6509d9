import { chromium } from 'playwright-core';
import type { AddressInfo } from 'node:net';
import { launchOptions } from './scripts/browser.mjs';
import { createStaticServer } from './scripts/serve.mjs';
const [root, ...paths] = process.argv.slice(2);
const server = createStaticServer(root);
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(launchOptions());
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)));
for (const p of paths) { await page.goto(origin + p, { waitUntil: 'load' }); await page.waitForTimeout(1500); console.log('done', p, await page.evaluate(() => document.querySelectorAll('*').length)); }
await browser.close(); server.close();
