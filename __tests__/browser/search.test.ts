import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useSite, waitForApp, watchErrors } from './server';
import { MARKUP, markupInHitsStaysText } from './scenarios';

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

describe('search', () => {
  const site = useSite();

  it('opens on Ctrl+K and on "/", but not on "/" typed in a text field; closes on Escape and outside click', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor();
    assert.equal(await input(page).getAttribute('maxlength'), '64');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await page.keyboard.press('/');
    await dialog(page).waitFor();
    await page.mouse.click(5, 5); // the backdrop
    await dialog(page).waitFor({ state: 'detached' });

    await page.goto(`${site.base}/zh/api/`);
    await waitForApp(page);
    const filter = page.getByRole('searchbox');
    await filter.click();
    await page.keyboard.type('/');
    assert.equal(await filter.inputValue(), '/');
    assert.equal(await dialog(page).count(), 0);
    await page.close();
  });

  it('finds an English page and Enter navigates there client-side', async () => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { __spa: boolean }).__spa = true));
    await page.getByRole('button', { name: /Search/ }).click();
    await input(page).fill('deployment github pages');
    const first = page.locator('.DocSearch-Hit').first();
    await first.waitFor();
    assert.match((await first.locator('a').getAttribute('href'))!, /^\/guide\/basic\/deploy\//);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/guide\/basic\/deploy\//);
    assert.equal(await dialog(page).count(), 0);
    assert.equal(await page.evaluate(() => (window as unknown as { __spa?: boolean }).__spa), true);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('loads the index once: as the dialog first opens, not again for a query or when reopened', async () => {
    const page = await site.newPage();
    const loads: string[] = [];
    page.on('request', (request) => request.url().includes('/search-index/') && loads.push(new URL(request.url()).pathname));
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    const fetched = page.waitForResponse((response) => response.url().includes('/search-index/'));
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    await fetched;
    assert.equal(loads.length, 1, 'fetched on open');
    await input(page).fill('sidebar');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await input(page).fill('navbar');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.equal(loads.length, 1);
    assert.match(loads[0], /^\/search-index\/en\.[0-9a-f]{10}\.json$/);
    await page.close();
  });

  it('finds a Chinese page by a word from the middle of a sentence, with Chinese texts', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/zh/`);
    await waitForApp(page);
    await page.getByRole('button', { name: /搜索/ }).click();
    assert.equal(await input(page).getAttribute('placeholder'), '搜索文档');
    // "增量编译" stands in the middle of a sentence of the introduction, with no space around it.
    await input(page).fill('增量编译');
    const hit = page.locator('.DocSearch-Hit a', { hasText: '增量编译' }).first();
    await hit.waitFor();
    assert.match((await hit.getAttribute('href'))!, /^\/zh\/guide\/start\/introduction\//);
    await page.close();
  });

  it('shows "No results for" for nonsense', async () => {
    const page = await site.newPage();
    await page.goto(`${site.base}/`);
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('qwzxvbnmplk');
    const title = page.locator('.DocSearch-NoResults .DocSearch-Title');
    await title.waitFor();
    assert.match((await title.textContent())!, /No results for.*qwzxvbnmplk/);
    await page.close();
  });

  it('keeps the error screen up when the index cannot be fetched', async () => {
    const page = await site.newPage();
    await page.route('**/search-index/**', (route) => route.abort());
    await page.goto(`${site.base}/guide/start/introduction/`);
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await input(page).fill('config');
    const error = page.locator('.DocSearch-ErrorScreen');
    await error.waitFor();
    assert.equal(await error.locator('.DocSearch-Title').textContent(), 'Unable to fetch results');
    assert.equal(await error.locator('.DocSearch-Help').textContent(), 'You might want to check your network connection.');
    await page.waitForTimeout(1500);
    assert.equal(await error.isVisible(), true, 'the error screen is still shown');
    await page.close();
  });
});

describe('search finds what a reader means, end to end', () => {
  const site = useSite();

  /**
   * Types the query, checks that the first group is the expected page with the expected section as
   * its first hit, presses Enter and checks that the browser lands on that heading.
   */
  async function landsOn(start: string, query: string, group: string, href: string) {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    await page.goto(`${site.base}${start}`);
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await input(page).pressSequentially(query);
    const firstGroup = page.locator('.DocSearch-Hits').first();
    await firstGroup.locator('.DocSearch-Hit').first().waitFor();
    assert.equal(await firstGroup.locator('.DocSearch-Hit-source').textContent(), group);
    const first = firstGroup.locator('.DocSearch-Hit a').first();
    assert.equal(await first.getAttribute('href'), href);
    assert.match(await first.innerHTML(), /<mark>/, 'the hit shows why it matched');
    await page.keyboard.press('Enter');
    const hash = href.split('#')[1];
    await page.waitForURL((url) => url.pathname === href.split('#')[0] && url.hash === `#${hash}`);
    const heading = page.locator(`[id="${hash}"]`);
    await heading.waitFor();
    await page.waitForFunction((id) => {
      const box = document.getElementById(id)!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }, hash);
    // The heading comes to rest just under the navbar, where the outline marks it as the current one.
    const top = await heading.evaluate(async (el) => {
      let last = NaN;
      for (;;) {
        const now = el.getBoundingClientRect().top;
        if (now === last) return now;
        last = now;
        await new Promise((frame) => requestAnimationFrame(frame));
      }
    });
    assert.ok(top <= 96, `the heading rests ${top}px below the top of the window; the outline marks it only within 96 px`);
    assert.match((await heading.evaluate((el) => el.tagName)) ?? '', /^H[2-4]$/);
    assert.deepEqual(errors, []);
    await page.close();
  }

  it('an identifier: builderConfig lands on its entry in Build config', async () => {
    await landsOn('/guide/start/introduction/', 'builderConfig', 'Config › Build config', '/api/config/config-build/#builderconfig');
  });

  it('a question: "how do I deploy with github actions" lands on the GitHub Actions section of Deployment', async () => {
    await landsOn(
      '/guide/start/introduction/',
      'how do I deploy with github actions',
      'Features › Deployment',
      '/guide/basic/deploy/#deploy-via-github-actions',
    );
  });

  it('a Chinese two-character word: 行号 lands on the line-number section of 使用 MDX', async () => {
    await landsOn('/zh/guide/start/introduction/', '行号', '特性 › 使用 MDX', '/zh/guide/basic/use-mdx/#show-line-numbers');
  });
});

describe('search hits are text, never markup', () => {
  const site = useSite();
  // A test fixture, not a reader-facing page: the real English index plus one document whose
  // heading and text carry markup, served in place of the English search file.
  it('shows the literal <img onerror> of a document as text and runs nothing', async () => {
    const page = await site.newPage();
    await page.route('**/search-index/en.*.json', async (route) => {
      const pages = await (await route.fetch()).json();
      pages.push({
        url: '/guide/basic/use-mdx/',
        title: `Fixture ${MARKUP}`,
        place: `Fixture › ${MARKUP}`,
        description: '',
        labels: [],
        sections: [
          { id: '', path: [], text: '' },
          { id: 'fixture', path: [`Markup ${MARKUP}`], text: `A heading that names ${MARKUP} as text.` },
        ],
      });
      await route.fulfill({ json: pages });
    });
    await markupInHitsStaysText(page, site.base, 'onerror');
    await page.close();
  });
});
