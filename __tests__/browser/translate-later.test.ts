import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startSite, waitForApp, type Site } from '../../tools/serve/browser-site';
import { buildCopy, copyProject } from '../../tools/serve/site-copy';
import { watchErrors } from './server';

const PAGE = `---
title: Translate later
description: A page published in English before its Chinese translation exists.
awaitingTranslation: true
---

This page shows what readers of the Chinese site see while a translation is on its way: the English text,
a notice that says so in Chinese, and a link to the source for anyone who wants to translate it. The page
sits in the Chinese sidebar and search like any other, and it never claims to be Chinese: its article is
marked as English, and no alternate link tells search engines that a Chinese version exists.

## Before the translation {#before-the-translation}

Writers publish an English fix at once, and translators pick the page up from the check's warnings, which
say how many days each page has waited. When the Chinese file lands, the mark goes, and the page becomes a
translation like any other.
`;

describe('a page awaiting its translation, in a build of a copy of the site', () => {
  let site: Site;
  let output = '';
  let out = '';
  let dir = '';
  before(() => {
    dir = copyProject((copy) => {
      fs.writeFileSync(path.join(copy, 'content/en/guide/basic/later.mdx'), PAGE);
      const sidebarFile = path.join(copy, 'content/sidebars/guide.json');
      const sidebar = JSON.parse(fs.readFileSync(sidebarFile, 'utf8'));
      sidebar.find((group: { dir?: string }) => group.dir === 'basic').items.push('later');
      fs.writeFileSync(sidebarFile, JSON.stringify(sidebar));
    });
    ({ output, out } = buildCopy(dir));
  });
  before(async () => {
    site = await startSite({ root: out });
  });
  after(async () => {
    await site?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('builds, and the check warns that the page awaits its translation', () => {
    assert.match(output, /⚠ .*content\/en\/guide\/basic\/later\.mdx:4:1 awaiting its zh translation for \d+ days?/);
  });

  it('shows the English text on the Chinese route, under a notice in Chinese that links to the source', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    await page.goto(`${site.base}/zh/guide/basic/later/`);
    await waitForApp(page);
    assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
    assert.equal(await page.locator('h1').textContent(), 'Translate later');
    assert.equal(await page.locator('article.prose').getAttribute('lang'), 'en');
    const notice = page.locator('.untranslated-notice');
    assert.match((await notice.textContent()) ?? '', /本页还没有中文翻译/);
    assert.match((await notice.getByRole('link').getAttribute('href')) ?? '', /\/docs\/en\/guide\/basic\/later\.mdx$/);
    // In the Chinese sidebar, with the Chinese pages around it.
    assert.equal(await page.locator('.sidebar').getByRole('link', { name: 'Translate later' }).getAttribute('aria-current'), 'page');
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('claims no translation: the English page is canonical, no zh-CN alternate, not in the sitemap', async () => {
    for (const route of ['/zh/guide/basic/later/', '/guide/basic/later/']) {
      const html = await (await fetch(site.base + route)).text();
      assert.match(html, /<link rel="canonical" href="https:\/\/rspress\.dev\/guide\/basic\/later\/"/, route);
      assert.doesNotMatch(html, /<link rel="alternate" hrefLang="zh-CN"/, route);
    }
    const translated = await (await fetch(`${site.base}/guide/basic/deploy/`)).text();
    assert.match(translated, /<link rel="alternate" hrefLang="zh-CN"/);
    const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
    assert.match(sitemap, /<loc>https:\/\/rspress\.dev\/guide\/basic\/later\/<\/loc>/);
    assert.doesNotMatch(sitemap, /\/zh\/guide\/basic\/later\//);
  });

  it('is found by the Chinese search, marked as English', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/zh/guide/basic/deploy/`);
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('translate later');
    const group = page.locator('.DocSearch-Hit-source', { hasText: 'Translate later' });
    await group.first().waitFor();
    assert.match((await group.first().textContent()) ?? '', /英文/);
    await page.close();
  });
});
