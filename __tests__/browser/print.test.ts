import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireOnMachine } from '../../tools/serve/machine.mjs';
import { useSite, waitForApp } from './server';

/** The text of a PDF, page by page (poppler's pdftotext; .ci/run installs it). */
function pdfText(pdf: Buffer): string[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'print-')), 'page.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f');
}

describe('printing a page', () => {
  // pdftotext reads the PDF back; a glyph the machine has no font for is left out of the PDF, so the
  // Chinese page needs a Chinese font.
  requireOnMachine('pdftotext', 'chineseFont');
  const site = useSite();

  for (const [url, title, text, chrome] of [
    [
      '/guide/basic/deploy/',
      'Deployment',
      'Before deploying, add a build script',
      ['On this page', 'Previous page', 'Edit this page', 'Copy page', 'Skip to content'],
    ],
    ['/zh/api/config/config-basic/', '基础配置', '所有配置项都写在传给', ['上编辑此页', '复制页面', '跳到正文', 'Ctrl K']],
  ] as const) {
    it(`${url}: the article in print, light, without the site's chrome`, async () => {
      // Dark on screen: the printed page is light whatever the theme.
      const page = await site.newPage({ colorScheme: 'dark' });
      await page.goto(site.base + url);
      await waitForApp(page);
      const pages = pdfText(await page.pdf({ format: 'A4', printBackground: true }));
      const all = pages.join('\n');
      assert.match(pages[0], new RegExp(`^\\s*\\S.*›.*\\n+\\s*${title}\\s*\\n`), 'breadcrumbs, then the title, first');
      assert.ok(all.replace(/\s+/g, ' ').includes(text), 'the article text');
      for (const label of chrome) assert.ok(!all.includes(label), `no "${label}"`);
      // External links show where they go; code wraps instead of running off the page.
      if (url.startsWith('/guide')) assert.match(all, /Netlify \(https:\/\/www\.netlify\.com\/\)/);
      await page.emulateMedia({ media: 'print' });
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(255, 255, 255)');
      assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.prose pre')!).whiteSpace), 'pre-wrap');
      await page.close();
    });
  }
});
