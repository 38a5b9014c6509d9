import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitForApp } from './server';

describe('theme interactions', () => {
  const site = useSite();

  it('opens the tools menu on hover and closes it with Escape', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    const trigger = page.getByRole('button', { name: 'Rstack tools' });
    await trigger.hover();
    const menu = page.locator('.tools-popover');
    await menu.waitFor();
    const links = menu.locator('.tools-popover-list a');
    assert.deepEqual(await links.locator('.tools-popover-name').allTextContents(), [
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Awesome Rspack',
    ]);
    for (const link of await links.all()) {
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.match((await link.getAttribute('rel'))!, /noopener/);
    }
    const box = (await menu.boundingBox())!;
    const anchor = (await trigger.boundingBox())!;
    assert.ok(box.y >= anchor.y + anchor.height && Math.abs(box.x - anchor.x) < 2, 'bottom-left of the trigger');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    await page.goto(`${site.base}/zh/`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Rstack 工具' }).click();
    await page.locator('.tools-popover', { hasText: 'Rust 驱动的打包器' }).waitFor();
    await page.close();
  });

  it('collapses and expands a sidebar group, and keeps it collapsed across navigation', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    const toggle = page.locator('.sidebar').getByRole('button', { name: /Default Theme/ });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.locator('.sidebar').getByRole('link', { name: 'Navbar' }).isVisible(), false);
    await page.locator('.sidebar').getByRole('link', { name: 'Deployment' }).click();
    await page.waitForURL(`${site.base}/guide/basic/deploy/`);
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false', 'state survives client navigation');
    await toggle.click();
    assert.equal(await page.locator('.sidebar').getByRole('link', { name: 'Navbar' }).isVisible(), true);
    await page.close();
  });

  it('remembers the dark theme across a reload without a flash of light', async () => {
    const page = await site.newPage({ colorScheme: 'light' });
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
    await page.locator('.navbar-wide').getByRole('button', { name: 'Switch to dark theme' }).click();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    // Record the theme at the first moment the body exists, before any app script runs.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.body) {
          (window as unknown as { __firstDark: boolean }).__firstDark = document.documentElement.classList.contains('dark');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await waitForApp(page);
    assert.equal(await page.evaluate(() => (window as unknown as { __firstDark?: boolean }).__firstDark), true);
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(18, 18, 18)');
    await page.close();
  });

  it('follows the system theme on a first visit', async () => {
    const page = await site.newPage({ colorScheme: 'dark' });
    await page.goto(`${site.base}/`);
    await waitForApp(page);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    await page.close();
  });

  it('narrows the API overview on /zh/api/ and says when nothing matches', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/zh/api/`);
    await waitForApp(page);
    const cards = page.locator('.overview-card');
    const all = await cards.count();
    assert.ok(all >= 7);
    const filter = page.getByLabel('过滤');
    assert.equal(await filter.getAttribute('placeholder'), '输入关键词');
    await filter.fill('usePageData');
    await page.waitForFunction((n) => document.querySelectorAll('.overview-card').length < n, all);
    assert.ok((await cards.count()) >= 1);
    await filter.fill('zzzz-nothing');
    await page.getByText('未找到匹配的 API').waitFor();
    assert.equal(await cards.count(), 0);
    await page.close();
  });

  it('hides the navbar while scrolling down a doc page and shows it on scrolling up', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/guide/start/introduction/`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    const navbar = page.locator('header.navbar');
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 1200);
    await page.waitForFunction(() => document.querySelector('header.navbar')?.hasAttribute('data-hidden'));
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(() => !document.querySelector('header.navbar')?.hasAttribute('data-hidden'));
    assert.equal(await navbar.isVisible(), true);
    await page.goto(`${site.base}/`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    await page.mouse.move(600, 500);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(300);
    assert.equal(await navbar.getAttribute('data-hidden'), null, 'the home page keeps it');
    await page.close();
  });

  it('copies a code block and the page Markdown', async () => {
    const context = await site.browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${site.base}/guide/basic/deploy/`);
    await waitForApp(page);
    const block = page.locator('.code-block').first();
    await block.hover();
    await block.getByRole('button', { name: 'Copy code' }).click();
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /"build": "rspress build"/);

    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('menuitem', { name: 'Copy as Markdown' }).click();
    await page.getByText('Copied as Markdown').waitFor();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(markdown, /^# Deployment\n/);
    assert.doesNotMatch(markdown, /<[A-Z]\w+/, 'no JSX in the Markdown');
    await context.close();
  });

  it('carries title, description, canonical, hreflang and social tags in both languages', async () => {
    for (const [path, title, lang] of [
      ['/guide/basic/deploy/', 'Deployment - Rspress', 'en'],
      ['/zh/guide/basic/deploy/', '项目部署 - Rspress', 'zh'],
      ['/', 'Rspress - Rsbuild-based Static Site Generator', 'en'],
      ['/zh/', 'Rspress - 基于 Rsbuild 的静态站点生成器', 'zh'],
    ] as const) {
      const html = await (await fetch(site.base + path)).text();
      assert.match(html, new RegExp(`<title>${title}</title>`), path);
      assert.match(html, /<meta name="description" content="[^"]{20,}"/, path);
      assert.match(html, new RegExp(`<link rel="canonical" href="https://rspress.dev${path}"`), path);
      const bare = path.replace(/^\/zh/, '') || '/';
      assert.match(html, new RegExp(`hrefLang="en" href="https://rspress.dev${bare}"`), path);
      assert.match(html, new RegExp(`hrefLang="zh-CN" href="https://rspress.dev/zh${bare}"`), path);
      assert.match(html, new RegExp(`hrefLang="x-default" href="https://rspress.dev${bare}"`), path);
      assert.match(html, /<meta property="og:title"/, path);
      assert.match(html, /<meta name="twitter:card" content="summary_large_image"/, path);
      assert.match(html, new RegExp(`<meta name="docsearch:lang" content="${lang}"`), path);
    }
  });

  it('zooms a content image on click and closes it with Escape', async () => {
    const page = await site.newPage();
    // Content pictures are remote; answer them with a local PNG (a screenshot) in this closed network.
    const blank = await site.newPage({ viewport: { width: 400, height: 240 } });
    const png = await blank.screenshot();
    await blank.close();
    await page.route(/^https:\/\/lf3-static\.bytednsdoc\.com\//, (route) => route.fulfill({ contentType: 'image/png', body: png }));
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    const src = await page.locator('article .zoom-button img').first().getAttribute('src');
    // This image's button only: once the zoom library has mounted, the button is gone and `.first()`
    // would move on to the next image, further down and perhaps not loaded yet.
    const image = page.locator(`article .zoom-button:has(img[src="${src}"])`);
    await image.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const dialog = page.locator('dialog[data-rmiz-modal][open]');
    // The article can hydrate after the header: a click that lands before is lost, as for a person,
    // who clicks again (the image stays a plain button until the zoom library has mounted).
    for (let attempt = 0; attempt < 5 && !(await dialog.count()); attempt++) {
      if (await image.count()) await image.click();
      await dialog.waitFor({ state: 'attached', timeout: 5000 }).catch(() => undefined);
    }
    assert.equal(await dialog.count(), 1, 'the zoom dialog opened');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[data-rmiz-modal]')?.hasAttribute('open'));
    assert.equal(await dialog.count(), 0);
    await page.close();
  });
});
