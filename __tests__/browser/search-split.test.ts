import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startSite, waitForApp, type Site } from '../../tools/serve/browser-site';
import { watchErrors } from './server';
import { MARKUP, markupInHitsStaysText } from './scenarios';
import { variantBuild } from './variant';

/**
 * The search index as a site over the one-file size gets it (lib/search/indexing/shards.ts): the shared variant
 * build (variant.ts) is built with SEARCH_WHOLE_FILE_KIB=0, so each query loads the meta file and the
 * parts it reads, of the real pages.
 */
describe('search on a split index, in a build of a copy of the site', () => {
  let site: Site;
  let out = '';
  before(() => {
    ({ out } = variantBuild());
  });
  before(async () => {
    site = await startSite({ root: out });
  });
  after(() => site?.close());

  const search = async (route: string, query: string) => {
    const page = await site.newPage();
    const errors = watchErrors(page, site.base);
    const loads: string[] = [];
    page.on('request', (request) => request.url().includes('/search-index/') && loads.push(new URL(request.url()).pathname));
    await page.goto(site.base + route);
    await waitForApp(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await page.locator('.DocSearch-Hit').first().waitFor();
    return { page, errors, loads };
  };

  for (const [lang, route, query, found] of [
    ['en', '/guide/start/introduction/', 'deploy', /^\/guide\/basic\/deploy\//],
    ['zh', '/zh/guide/start/introduction/', '侧边栏', /^\/zh\//],
  ] as const) {
    it(`${lang}: finds "${query}", loading the meta file and only some of the parts`, async () => {
      const { page, errors, loads } = await search(route, query);
      assert.match((await page.locator('.DocSearch-Hit a').first().getAttribute('href'))!, found);
      assert.match(loads[0], new RegExp(`^/search-index/${lang}\\.[0-9a-f]{10}\\.json$`));
      assert.ok(!Array.isArray(JSON.parse(fs.readFileSync(path.join(out, loads[0]), 'utf8'))), 'a meta file, not the pages whole');
      // The parts of this build: under `<lang>/<hash>/`, the meta file's hash.
      const partsDir = loads[0].replace(/\.(\w+)\.json$/, '/$1/');
      const parts = loads.slice(1);
      assert.ok(parts.length > 0 && parts.every((load) => load.startsWith(partsDir)));
      assert.ok(new Set(parts).size < fs.readdirSync(path.join(out, partsDir)).length / 2, 'under half the parts');
      assert.deepEqual(errors, []);
      await page.close();
    });
  }

  it('shows markup in a part of the index as text and runs nothing', async () => {
    const page = await site.newPage();
    // A test fixture, not a reader-facing page: the deploy page's title and first heading carry markup.
    await page.route('**/search-index/en/*/page-*.json', async (route) => {
      const part = await (await route.fetch()).json();
      if (part.url === '/guide/basic/deploy/') {
        part.title = `Fixture ${MARKUP}`;
        part.sections[1].path = [`Markup ${MARKUP}`];
      }
      await route.fulfill({ json: part });
    });
    await markupInHitsStaysText(page, site.base, 'deploy');
    await page.close();
  });
});
