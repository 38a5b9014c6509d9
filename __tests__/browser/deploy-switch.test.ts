import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { OUT, startSite, waitForApp, type Site } from '../../tools/serve/browser-site';
import { BUILD_B, variantBuild } from './variant';

/**
 * A deploy while a reader has a page open: the host replaces build A (out/) with build B, in which
 * the lazily loaded parts (search dialog, popover, sheet), a stylesheet and a page changed, so the
 * chunks and the search file of A they need are gone. Whatever the reader does next works, or loads the same page from build B; the
 * global error screen never shows and no error goes unhandled.
 */
describe('a deploy under an open tab', () => {
  const host = fs.mkdtempSync(path.join(os.tmpdir(), 'host-'));
  const live = path.join(host, 'live');
  const builds = { a: path.join(host, 'a'), b: path.join(host, 'b') };
  let serving: 'a' | 'b' | undefined;
  let site: Site;

  /** The host swaps the served folder, as `rsync --delete` or an S3 sync would. */
  const deploy = (build: 'a' | 'b') => {
    if (serving) fs.renameSync(live, builds[serving]);
    fs.renameSync(builds[build], live);
    serving = build;
  };
  before(() => {
    fs.cpSync(OUT, builds.a, { recursive: true });
    fs.cpSync(variantBuild().out, builds.b, { recursive: true });
    deploy('a');
  });
  before(async () => {
    site = await startSite({ root: live });
  });
  after(async () => {
    await site?.close();
    fs.rmSync(host, { recursive: true, force: true });
  });

  /** A tab opened on build A, before the deploy to B; what it does next must end on B, cleanly. */
  async function tabBeforeDeploy(url: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
    deploy('a');
    const page = await site.newPage({ viewport: { width, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await page.goto(site.base + url);
    await waitForApp(page);
    assert.equal(await page.getAttribute('html', 'data-build'), null, 'the tab starts on build A');
    deploy('b');
    return { page, errors };
  }

  const onBuildB = (page: Page) => page.waitForSelector(`html[${BUILD_B}]`, { state: 'attached', timeout: 30_000 });
  const noGlobalError = async (page: Page) => assert.equal(await page.getByText('Something went wrong').count(), 0);

  it('builds B with other chunks than A', () => {
    const chunks = (dir: string) => new Set(fs.readdirSync(path.join(dir, '_next/static/chunks')));
    const a = chunks(serving === 'a' ? live : builds.a);
    const b = chunks(serving === 'b' ? live : builds.b);
    assert.ok(
      [...a].some((chunk) => !b.has(chunk)),
      'some chunk of A is gone from B',
    );
  });

  it('search: the page loads again from B and the dialog comes back with the query and its hits', async () => {
    const { page, errors } = await tabBeforeDeploy('/guide/start/introduction/');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.keyboard.press('Control+k');
    await onBuildB(page);
    await page.locator('.DocSearch-Input').waitFor();
    await page.locator('.DocSearch-Input').fill('deploy');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await noGlobalError(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it("search after a client-side navigation, when build A's search file goes before it arrived", async () => {
    const { page, errors } = await tabBeforeDeploy('/guide/start/introduction/');
    deploy('a');
    await page.locator('.sidebar').getByRole('link', { name: 'Deployment' }).click();
    await page.waitForURL(`${site.base}/guide/basic/deploy/`);
    // The dialog of build A opens and asks for its search file, which reaches the host after the deploy.
    let deployed = () => {};
    const afterDeploy = new Promise<void>((resolve) => (deployed = resolve));
    await page.route('**/search-index/**', async (route) => {
      await afterDeploy;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.locator('.DocSearch-Input').fill('sidebar');
    deploy('b');
    deployed();
    await onBuildB(page);
    assert.equal(new URL(page.url()).pathname, '/guide/basic/deploy/');
    assert.equal(await page.locator('.DocSearch-Input').inputValue(), 'sidebar');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await noGlobalError(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('tools menu: it opens, on A or after loading the page from B', async () => {
    const { page, errors } = await tabBeforeDeploy('/guide/start/introduction/');
    await page.getByRole('button', { name: 'Rstack tools' }).click();
    await onBuildB(page);
    await page.getByRole('button', { name: 'Rstack tools' }).click();
    await page
      .getByRole('dialog', { name: 'Rstack tools' })
      .getByRole('link', { name: /^Rspack: / })
      .waitFor();
    await noGlobalError(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('sidebar drawer at 375 px: it opens after loading the page from B', async () => {
    const { page, errors } = await tabBeforeDeploy('/guide/basic/deploy/', 375);
    await page.getByRole('button', { name: 'Open the sidebar' }).click();
    await onBuildB(page);
    await page.getByRole('button', { name: 'Open the sidebar' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Deployment' }).waitFor();
    await noGlobalError(page);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('client-side navigation: the next page comes from B', async () => {
    const { page, errors } = await tabBeforeDeploy('/guide/start/introduction/');
    await page.locator('.sidebar').getByRole('link', { name: 'Deployment' }).click();
    await page.waitForURL(`${site.base}/guide/basic/deploy/`);
    await onBuildB(page);
    assert.equal(await page.locator('h1').textContent(), 'Deployment');
    await noGlobalError(page);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
