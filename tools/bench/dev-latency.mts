/**
 * Measures what a content writer waits for in `npm run dev`: the time from saving an MDX file (and a
 * label in messages/) to the open page showing the change, and from saving a dead link to the page
 * listing it as a problem. Restores the files afterwards.
 * Usage: start `npm run dev` first, then `tsx tools/bench/dev-latency.mts [port] [--no-problems]`.
 */
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { launchOptions } from '../serve/browser.mjs';

const port = process.argv.find((arg) => /^\d+$/.test(arg)) ?? '3000';
const problemsToo = !process.argv.includes('--no-problems');
const base = `http://localhost:${port}`;
const browser = await chromium.launch(launchOptions({ timed: true }));
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

/** Saving a dead link until the page lists it, then saving the fix until the list is gone. */
async function problem(i: number): Promise<[number, number]> {
  const file = 'content/en/guide/basic/ssg.mdx';
  const original = fs.readFileSync(file, 'utf8');
  const panel = page.locator('.dev-problems', { hasText: `/guide/basic/gone-${i}` });
  try {
    const saved = Date.now();
    fs.writeFileSync(file, `${original}\nSee [the old page](/guide/basic/gone-${i}).\n`);
    await panel.waitFor({ timeout: 60_000 });
    const shown = Date.now() - saved;
    const fixed = Date.now();
    fs.writeFileSync(file, original);
    await panel.waitFor({ state: 'detached', timeout: 60_000 });
    return [shown, Date.now() - fixed];
  } finally {
    fs.writeFileSync(file, original);
    await page.waitForTimeout(3000);
  }
}

const mdx = [] as number[];
const label = [] as number[];
const shown = [] as number[];
const gone = [] as number[];
for (let i = 0; i < 3; i++) {
  mdx.push(
    await measure('content/en/guide/basic/ssg.mdx', (t) => `${t}\nA sentence saved at run ${i}.\n`, `A sentence saved at run ${i}.`),
  );
  label.push(await measure('messages/en.json', (t) => t.replace('"Getting Started"', `"Getting Started ${i}"`), `Getting Started ${i}`));
  if (problemsToo) {
    const [show, fix] = await problem(i);
    shown.push(show);
    gone.push(fix);
  }
}
console.log(
  JSON.stringify({
    mdxSaveToScreenMs: mdx,
    labelSaveToScreenMs: label,
    ...(problemsToo ? { deadLinkListedMs: shown, fixListedGoneMs: gone } : {}),
  }),
);
await browser.close();
