import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { launchOptions } from '../serve/browser.mjs';
import { waitForApp } from '../serve/browser-site';
import { createStaticServer } from '../serve/serve.mjs';
import type { PageChange } from './compare';
import { changedRegion, cropRows, diffImage, type RawImage } from './pixels';

/** The pictures of one page at one width and scheme, as paths under the review folder. */
export interface Pictures {
  path: string;
  width: number;
  scheme: 'light' | 'dark';
  before?: string;
  after?: string;
  diff?: string;
  /** Pixels of the diff image marked as changed (0: the change shows no pixel at this width). */
  changedPixels: number;
  /** The row of the head page where the after and diff pictures start (a long page is cropped). */
  top: number;
}

export const WIDTHS = [375, 1280];
const HEIGHT = 900;
/** A page taller than this many screens is cropped to the band that changed, with this much around it. */
const LONG_PAGE = 2 * HEIGHT;
const MARGIN = 120;

async function serve(root: string): Promise<{ url: string; close: () => void }> {
  const server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/**
 * Opens `url` in `page` as the review captures it: hydrated with the sidebar's file in (before that, the
 * sidebar and the outline may still change), then laid out whole, as after a reader's jump (prose.css),
 * so that every block below the first screen is painted with its fonts loaded, not left to the moment
 * the full-page capture reaches it.
 */
export async function openAsCaptured(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  if (await page.locator('.search-button').count()) await waitForApp(page);
  await page.evaluate(async () => {
    document.documentElement.classList.add('jumped');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
  });
}

async function shoot(page: Page, url: string, width: number, scheme: 'light' | 'dark', fullPage: boolean): Promise<RawImage> {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await openAsCaptured(page, url);
  const png = await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const writePng = (image: RawImage, file: string) =>
  sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toFile(file);

/** Pages shot side by side. */
const PAGES_AT_ONCE = 3;

/**
 * A worker's two tabs, one per export, kept from shot to shot: a page opened in a tab that already loaded
 * the site's scripts and fonts costs a fraction of one opened in a new browser context.
 */
interface Tabs {
  before: Page;
  after: Page;
}

/** One change at one width and scheme: the first screen of an added or removed page, else before, after and their diff. */
async function picture(
  tabs: Tabs,
  { change, scheme, width }: { change: PageChange; scheme: 'light' | 'dark'; width: number },
  baseUrl: string,
  headUrl: string,
  dir: string,
): Promise<Pictures> {
  const name = `images/${change.path.replace(/^\/|\/$/g, '').replace(/\W+/g, '-') || 'home'}-${width}-${scheme}`;
  const file = (suffix: string) => `${name}-${suffix}.png`;
  const shot: Pictures = { path: change.path, width, scheme, changedPixels: 0, top: 0 };
  if (change.status !== 'changed') {
    const side = change.status === 'added' ? 'after' : 'before';
    const image = await shoot(tabs[side], (side === 'after' ? headUrl : baseUrl) + change.path, width, scheme, false);
    await writePng(image, path.join(dir, file(side)));
    return { ...shot, [side]: file(side) };
  }
  let [before, after] = await Promise.all([
    shoot(tabs.before, baseUrl + change.path, width, scheme, true),
    shoot(tabs.after, headUrl + change.path, width, scheme, true),
  ]);
  const region = changedRegion(before, after);
  if (!region) return shot;
  let top = 0;
  if (Math.max(before.height, after.height) > LONG_PAGE) {
    top = Math.max(0, region.top - MARGIN);
    before = cropRows(before, top, Math.min(before.height, region.beforeEnd + MARGIN));
    after = cropRows(after, top, Math.min(after.height, region.afterEnd + MARGIN));
  }
  const { image, changed } = diffImage(before, after);
  await Promise.all([
    writePng(before, path.join(dir, file('before'))),
    writePng(after, path.join(dir, file('after'))),
    writePng(image, path.join(dir, file('diff'))),
  ]);
  return { ...shot, before: file('before'), after: file('after'), diff: file('diff'), changedPixels: changed, top };
}

/**
 * Before/after screenshots of each changed page at 375 and 1280 px (light; dark too when the change
 * touches code or callouts) and a diff image, cropped to the changed band on a long page; the first
 * screen of an added or removed page. Written to `<dir>/images/`.
 */
export async function takePictures(changes: PageChange[], baseOut: string, headOut: string, dir: string): Promise<Pictures[]> {
  fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
  const [base, head] = await Promise.all([serve(baseOut), serve(headOut)]);
  const browser = await chromium.launch(launchOptions());
  // The shots are mostly waiting (the network to settle, hydration, fonts): a few pages at a time.
  const jobs = changes.flatMap((change) =>
    (change.touchesCode ? (['light', 'dark'] as const) : (['light'] as const)).flatMap((scheme) =>
      WIDTHS.map((width) => ({ change, scheme, width })),
    ),
  );
  const pictures: Pictures[] = new Array(jobs.length);
  try {
    let next = 0;
    const worker = async () => {
      const tabs: Tabs = { before: await browser.newPage(), after: await browser.newPage() };
      for (let n = next++; n < jobs.length; n = next++) pictures[n] = await picture(tabs, jobs[n]!, base.url, head.url, dir);
    };
    await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, jobs.length) }, worker));
  } finally {
    await browser.close();
    base.close();
    head.close();
  }
  return pictures;
}
