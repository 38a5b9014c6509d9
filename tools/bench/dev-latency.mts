/**
 * Measures what a content writer waits for in `npm run dev`: the time from saving an MDX file (and a
 * label in messages/) to the open page showing the change. Restores the files afterwards.
 * Usage: start `npm run dev` first, then `tsx tools/bench/dev-latency.mts [port]`.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { launchOptions } from '../serve/browser.mjs';

const port = process.argv[2] ?? '3000';
const base = `http://localhost:${port}`;
const browser = await chromium.launch(launchOptions());
const page = await browser.newPage();
await page.goto(`${base}/guide/basic/ssg/`, { waitUntil: 'networkidle', timeout: 120_000 });

async function measure(file: string, edit: (text: string) => string, visible: string): Promise<number> {
  const original = fs.readFileSync(file, 'utf8');
  try {
    const started = Date.now();
    fs.writeFileSync(file, edit(original));
    await page.getByText(visible).first().waitFor({ timeout: 60_000 });
    return Date.now() - started;
  } finally {
    fs.writeFileSync(file, original);
    await page.waitForTimeout(3000);
  }
}

const mdx = [] as number[];
const label = [] as number[];
for (let i = 0; i < 3; i++) {
  mdx.push(
    await measure('content/en/guide/basic/ssg.mdx', (t) => `${t}\nA sentence saved at run ${i}.\n`, `A sentence saved at run ${i}.`),
  );
  label.push(await measure('messages/en.json', (t) => t.replace('"Getting Started"', `"Getting Started ${i}"`), `Getting Started ${i}`));
}
console.log(JSON.stringify({ mdxSaveToScreenMs: mdx, labelSaveToScreenMs: label }));
await browser.close();
