import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startSite, waitForApp, type Site } from '../../tools/serve/browser-site';
import { watchErrors } from './server';
import { LATER_PAGE, variantBuild } from './variant';

/** The page is one of the changes of the shared variant build (variant.ts). */
describe('a page awaiting its translation, in a build of a copy of the site', () => {
  let site: Site;
  let output = '';
  let out = '';
  before(() => {
    ({ output, out } = variantBuild());
  });
  before(async () => {
    site = await startSite({ root: out });
  });
  after(() => site?.close());

  it('builds, and the check warns that the page awaits its translation', () => {
    assert.ok(output.includes(`${LATER_PAGE}:4:1 awaiting`), output);
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
