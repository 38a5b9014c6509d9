import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import assert from 'node:assert/strict';
import { getContent } from '../../lib/content/store';
import { exportedPath } from '../../lib/urls';
import { absoluteMarkdownUrl } from '../../lib/hosting/url';
import { axeViolations, colourLines, setTheme, switchToDark, unnamedControls } from './a11y';
import { useSite, waitForApp, watchErrors } from './server';

const PAGES = getContent().pages.map((p) => exportedPath(p.record.routePath));
/** Each page's address → its twin's absolute URL, as its `<link rel="alternate" type="text/markdown">` must name it. */
const TWINS = new Map(getContent().pages.map((p) => [exportedPath(p.record.routePath), absoluteMarkdownUrl(p.record.routePath)]));
const NOT_FOUND = '/no/such/page/';
/**
 * The tokens of code blocks, which axe leaves out at 375 px: their colours and the block's background
 * are the same at every width, and a block shows at 375 px the start of what it shows at 1280 px, where
 * axe checks every token in both themes. The blocks themselves (scrollable, focusable) are checked at both.
 */
const CODE_TOKENS = ['pre > code'];
const excluded = (width: number) => (width === 375 ? CODE_TOKENS : []);

/** Per theme, the lines (colourLines) whose colours axe has checked, on any page at either width. */
const colourChecked = { light: new Set<string>(), dark: new Set<string>() };

/**
 * axe's options for the page as drawn now, given the lines checked before in its theme (`checked`,
 * which takes the new ones): the colour rules are left out when every line the page draws is among
 * them, as on a page that only puts other words in elements drawn as on pages checked before. The first
 * page to draw a line is checked in full.
 */
async function axeOptions(page: Page, checked: Set<string>, exclude: string[]): Promise<{ exclude: string[]; colours?: false }> {
  const lines = await colourLines(page, exclude);
  if (lines.every((line) => checked.has(line))) return { exclude, colours: false };
  for (const line of lines) checked.add(line);
  return { exclude };
}

/** A browser tab of the sweep, with what it has logged since its last page. */
interface Tab {
  page: Page;
  errors: string[];
  failed: string[];
}

/**
 * Every page of both languages plus the 404 page, as a visitor's browser sees them, at a phone's
 * width and a desktop's. Each page is loaded once per width; axe runs in the light theme, then again
 * after switching to dark in place. Remote images (the Rstack tools' logos, pictures in the docs)
 * cannot load in this closed network: only cross-origin load failures are ignored.
 */
describe('browser sweep of the export', () => {
  const site = useSite();
  // Seen in the 1280 px pass, for the dead-link test below: internal links (path -> fragments) and
  // the ids of each page.
  const targets = new Map<string, Set<string>>();
  const ids = new Map<string, Set<string>>();

  /** Tabs that sweep the pages side by side: most of a page's time is waiting for the network to settle. */
  const TABS = 3;

  /** Loads `path` in `tab` and returns what is wrong with it (the tab's console and request failures included). */
  async function sweepPage(tab: Tab, path: string, width: number): Promise<string[]> {
    const { page, errors, failed } = tab;
    const problems: string[] = [];
    const response = await page.goto(site.base + path, { waitUntil: 'networkidle' });
    const expected = path === NOT_FOUND ? 404 : 200;
    if (response?.status() !== expected) problems.push(`${path}: HTTP ${response?.status()}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${path}: ${overflow}px horizontal overflow`);
    // A code block's language label and copy button sit above the code, never on it.
    const covered = await page.$$eval('.code-block', (blocks) =>
      blocks.flatMap((block, n) => {
        const tools = block.querySelector('.code-block-tools')!.getBoundingClientRect();
        const pre = block.querySelector('pre')!.getBoundingClientRect();
        return tools.bottom > pre.top + 0.5 && tools.top < pre.bottom && tools.height > 0 ? [n] : [];
      }),
    );
    if (covered.length > 0) problems.push(`${path}: code block header over the code in blocks ${covered.join(', ')}`);
    const exclude = excluded(width);
    await setTheme(page, 'light');
    for (const violation of await axeViolations(page, await axeOptions(page, colourChecked.light, exclude)))
      problems.push(`${path} (light): axe ${violation}`);
    await switchToDark(page);
    for (const violation of await axeViolations(page, { ...(await axeOptions(page, colourChecked.dark, exclude)), afterSwitch: true }))
      problems.push(`${path} (dark): axe ${violation}`);
    for (const control of await unnamedControls(page)) problems.push(`${path}: ${control}`);
    if (width === 1280 && path !== NOT_FOUND) {
      const alternates = await page.$$eval('link[rel="alternate"][type="text/markdown"]', (links) =>
        links.map((l) => l.getAttribute('href')),
      );
      if (alternates.length !== 1 || alternates[0] !== TWINS.get(path))
        problems.push(`${path}: Markdown alternate ${alternates.join(', ') || 'missing'}`);
      // The twin it names is there (the site's origin swapped for the test server's).
      else if ((await fetch(site.base + new URL(alternates[0]!).pathname)).status !== 200)
        problems.push(`${path}: ${alternates[0]} does not load`);
      ids.set(path, new Set(await page.$$eval('[id]', (els) => els.map((el) => el.id))));
      for (const href of await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')!))) {
        const url = new URL(href, site.base + path);
        if (url.origin !== site.base) continue;
        if (!targets.has(url.pathname)) targets.set(url.pathname, new Set());
        if (url.hash) targets.get(url.pathname)!.add(decodeURIComponent(url.hash.slice(1)));
      }
    }
    // The 404 page is served with status 404, which the browser logs as a failed load.
    for (const error of errors.splice(0))
      if (!(expected === 404 && error.includes('status of 404') && error.includes(path))) problems.push(`${path}: ${error}`);
    for (const failure of failed.splice(0)) problems.push(`${path}: failed request ${failure}`);
    return problems;
  }

  async function openTab(width: number): Promise<Tab> {
    const page = await site.newPage({ viewport: { width, height: 800 }, colorScheme: 'light' });
    const errors = watchErrors(page, site.base);
    const failed: string[] = [];
    // Requests the next navigation cancels (net::ERR_ABORTED: a lazy image, say) are not failures; errors are.
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).origin === site.base && request.failure()?.errorText !== 'net::ERR_ABORTED')
        failed.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === site.base && response.status() >= 400 && !url.pathname.startsWith('/no/'))
        failed.push(`${response.url()} HTTP ${response.status()}`);
    });
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) errors.push(`hydration: ${message.text()}`);
    });
    return { page, errors, failed };
  }

  for (const width of [375, 1280]) {
    it(`at ${width} px every page loads cleanly (200, no console error, no hydration warning, no failed same-origin request, no overflow, no code block header over code), has no axe violation in light or dark, names every control${width === 1280 ? ', and names its Markdown twin' : ''}`, async () => {
      const queue = [...PAGES, NOT_FOUND];
      const problems: string[] = [];
      await Promise.all(
        Array.from({ length: TABS }, async () => {
          const tab = await openTab(width);
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) problems.push(...(await sweepPage(tab, path, width)));
          await tab.page.close();
        }),
      );
      assert.deepEqual(problems.sort(), []);
    });
  }

  // The search dialog is not here: @docsearch/react's own markup has known axe findings (its container
  // is a role=button around the hits, its header and footer are landmarks).
  for (const { width, overlay, button, shown } of [
    { width: 375, overlay: 'mobile menu', button: 'Menu', shown: '[role="dialog"][data-state="open"]' },
    { width: 375, overlay: 'sidebar drawer', button: 'Open the sidebar', shown: '[role="dialog"][data-state="open"]' },
    { width: 1280, overlay: 'tools menu', button: 'Rstack tools', shown: '.tools-popover' },
    { width: 1280, overlay: 'copy page menu', button: 'Copy page', shown: '[role="menu"]' },
  ]) {
    it(`at ${width} px with the ${overlay} open: no axe violation in light or dark, every control named`, async () => {
      const page = await site.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${site.base}/guide/start/introduction/`);
      await waitForApp(page);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.locator(shown).waitFor();
      const problems: string[] = [];
      for (const theme of ['light', 'dark'] as const) {
        await setTheme(page, theme);
        for (const violation of await axeViolations(page)) problems.push(`${theme}: axe ${violation}`);
      }
      problems.push(...(await unnamedControls(page)));
      assert.deepEqual(problems, []);
      await page.close();
    });
  }

  it('after the switch to dark, axe still finds what only dark shows: a control that appears, a colour that fails', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
    await page.goto(`${site.base}/guide/start/introduction/`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      document.querySelector('article p')!.insertAdjacentHTML('afterend', '<button class="only-dark"></button>');
      document.head.insertAdjacentHTML('beforeend', '<style>.dark article p:first-of-type { color: #222 !important; }</style>');
    });
    assert.deepEqual(await axeViolations(page), []);
    await switchToDark(page);
    const found = (await axeViolations(page, { afterSwitch: true })).map((violation) => violation.split(' ')[0]);
    assert.deepEqual(found.sort(), ['button-name', 'color-contrast']);
    await page.close();
  });

  it('leaves the colour rules out only while every line the page draws was checked: other words do not bring them back; another colour (at one width only too), another font size or a new bar does', async () => {
    const page = await site.newPage({ viewport: { width: 375, height: 800 }, colorScheme: 'light' });
    await page.goto(`${site.base}/guide/start/introduction/`, { waitUntil: 'networkidle' });
    const checked = new Set<string>();
    assert.deepEqual(await axeOptions(page, checked, CODE_TOKENS), { exclude: CODE_TOKENS });
    assert.deepEqual(await axeOptions(page, checked, CODE_TOKENS), { exclude: CODE_TOKENS, colours: false });
    const style = (css: string) =>
      page.evaluate((css) => {
        const sheet =
          document.getElementById('test-style') ??
          document.head.appendChild(Object.assign(document.createElement('style'), { id: 'test-style' }));
        sheet.textContent = css;
      }, css);
    await page.evaluate(() => {
      const footer = document.querySelector('.site-footer p')!;
      footer.textContent = `${footer.textContent} ·`;
    });
    assert.deepEqual(await axeOptions(page, checked, CODE_TOKENS), { exclude: CODE_TOKENS, colours: false });
    // A paragraph that only a narrow screen greys out: the colour rules run, and axe finds it.
    await style('@media (max-width: 500px) { article p:first-of-type { color: #bbb; } }');
    const narrow = await axeOptions(page, checked, CODE_TOKENS);
    assert.deepEqual(narrow, { exclude: CODE_TOKENS });
    assert.deepEqual(
      (await axeViolations(page, narrow)).map((violation) => violation.split(' ')[0]),
      ['color-contrast'],
    );
    // A font size in viewport units decides the contrast a heading needs, by width.
    await style('main article h2 { font-size: 5vw !important; }');
    assert.deepEqual(await axeOptions(page, checked, CODE_TOKENS), { exclude: CODE_TOKENS });
    await page.evaluate(() => document.body.insertAdjacentHTML('afterbegin', '<div role="status">New</div>'));
    assert.deepEqual(await axeOptions(page, checked, CODE_TOKENS), { exclude: CODE_TOKENS });
    assert.deepEqual(await axeOptions(page, checked, CODE_TOKENS), { exclude: CODE_TOKENS, colours: false });
    await page.close();
  });

  it('offers Open in ChatGPT and Open in Claude in the copy menu, in the page language, naming the twin', async () => {
    const page = await site.newPage();
    for (const [path, routePath, names, promptStart] of [
      ['/guide/start/introduction/', '/guide/start/introduction', ['Open in ChatGPT', 'Open in Claude'], 'Read '],
      ['/zh/api/', '/zh/api/', ['在 ChatGPT 中打开', '在 Claude 中打开'], '请先阅读 '],
    ] as const) {
      await page.goto(site.base + path);
      await waitForApp(page);
      await page.locator('.copy-page-trigger').click();
      const twin = absoluteMarkdownUrl(routePath);
      for (const [name, origin] of [
        [names[0], 'https://chatgpt.com/'],
        [names[1], 'https://claude.ai/new'],
      ]) {
        const link = page.getByRole('menuitem', { name, exact: true });
        const href = new URL((await link.getAttribute('href'))!);
        assert.equal(`${href.origin}${href.pathname}`, origin, `${path}: ${name}`);
        const prompt = href.searchParams.get('q')!;
        assert.ok(prompt.startsWith(promptStart) && prompt.includes(twin), `${path}: ${name} asks "${prompt}"`);
        assert.equal(await link.getAttribute('target'), '_blank');
        assert.ok((await link.getAttribute('rel'))!.split(' ').includes('noopener'));
      }
      await page.keyboard.press('Escape');
    }
    await page.close();
  });

  it('has no dead internal link or anchor on any page', async () => {
    assert.ok(targets.size > 80, `crawled ${targets.size} internal targets at 1280 px`);
    const problems: string[] = [];
    for (const [target, hashes] of targets) {
      const response = await fetch(site.base + target);
      if (response.status !== 200) {
        problems.push(`${target}: HTTP ${response.status}`);
        continue;
      }
      if (hashes.size === 0 || !target.endsWith('/')) continue;
      for (const id of hashes) if (!ids.get(target)?.has(id)) problems.push(`${target}#${id}: no such element`);
    }
    assert.deepEqual(problems, []);
  });

  it('shows content and working plain links with JavaScript off', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ['/guide/start/introduction/', '/zh/api/config/config-basic/']) {
      await page.goto(site.base + path);
      assert.ok((await page.locator('article h1').textContent())!.length > 0, `${path}: h1`);
      assert.ok((await page.locator('article p').count()) > 3, `${path}: paragraphs`);
    }
    await page.goto(`${site.base}/guide/start/introduction/`);
    await page.locator('.sidebar').getByRole('link', { name: 'Deployment' }).click();
    await page.waitForURL(`${site.base}/guide/basic/deploy/`);
    assert.equal(await page.locator('article h1').textContent(), 'Deployment');
    await page.locator('.navbar-nav').getByRole('link', { name: 'API' }).click();
    await page.waitForURL(`${site.base}/api/`);
    assert.equal(await page.locator('article h1').textContent(), 'API Overview');
    await context.close();
  });
});
