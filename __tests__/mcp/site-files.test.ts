import { searchPage } from '../lib/search/fixture';
import { searchFilesOf } from '../lib/search/search-files';
import { createSearch } from '@/mcp/src/search';
import { pageOutline, pageTree } from '@/mcp/src/page-tree';
import { readSiteFiles, searchPages } from '@/mcp/src/site-files';
import { siteCache } from '@/mcp/src/site-cache';
import type { SiteSource } from '@/mcp/src/site-source';
import type { SearchPage } from '@/lib/search/engine/types';

const PAGES: SearchPage[] = [
  searchPage('/guide/start/introduction/', 'Introduction', 'What Rspress is.', [], {
    place: 'Getting Started › Introduction',
    opens: { section: 'Guide', groups: ['Getting Started'] },
  }),
  searchPage(
    '/guide/basic/deploy/',
    'Deployment',
    'Publish the site & its assets.',
    [['build', ['Build'], 'Run the build, then deploy.']],
    {
      place: 'Features › Deployment',
      description: 'Build and publish.',
    },
  ),
  searchPage('/api/', 'Overview', 'Every API.', [], { place: 'API › Overview', opens: { section: 'API', groups: [] } }),
  searchPage('/api/config/basic/', 'Basic config', 'The options.', [], { place: 'Config › Basic config', opens: { groups: ['Config'] } }),
  searchPage('/api/commands/', 'Commands', 'rspress build and dev.', [], { place: 'API › Commands' }),
];

const home = (file: string) =>
  `<html><head><link rel="canonical" href="https://rspress.dev/"/></head><body>"indexUrl":"${file}"</body></html>`;

/** A site in memory: the home pages naming the search files of `pages`, and those files (`wholeUpTo` 0: split). */
function siteOf(wholeUpTo: number, pages = PAGES) {
  const en = searchFilesOf(pages, 'en', wholeUpTo);
  const zh = searchFilesOf(pages, 'zh', wholeUpTo);
  const files = new Map<string, string>([
    ['/index.html', home(en.metaUrl)],
    ['/zh/index.html', home(zh.metaUrl)],
    ...[...en.files, ...zh.files].map(([name, json]) => [`/search-index/${name}`, json] as [string, string]),
  ]);
  const reads: string[] = [];
  const site: SiteSource = {
    label: 'memory',
    async read(sitePath) {
      reads.push(sitePath);
      return files.get(sitePath.endsWith('/') ? `${sitePath}index.html` : sitePath);
    },
  };
  return { site, reads, metaUrl: en.metaUrl };
}

/** A site whose build `deploy()` replaces with one where Deployment is called Publishing; the old files go. */
function deployedSite(wholeUpTo: number) {
  const renamed = PAGES.map((page) => (page.title === 'Deployment' ? { ...page, title: 'Publishing' } : page));
  let current = siteOf(wholeUpTo);
  const site: SiteSource = { label: 'memory', read: (sitePath) => current.site.read(sitePath) };
  return {
    site,
    deploy: () => (current = siteOf(wholeUpTo, renamed)),
    reads: () => current.reads,
  };
}

describe('the search files, whole or split', () => {
  it("finds each language's search file and the public root from the home pages", async () => {
    const { site, metaUrl } = siteOf(0);
    const files = await readSiteFiles(site);
    expect(files.searchFile.en).toBe(metaUrl);
    expect(files.searchFile.zh).toMatch(/^\/search-index\/zh\.\w+\.json$/);
    expect(files.root).toBe('https://rspress.dev');
  });

  it('says in one line when a home page names no local search file (a hosted DocSearch build)', async () => {
    const site: SiteSource = { label: 'hosted', read: async () => '<html></html>' };
    await expect(readSiteFiles(site)).rejects.toThrow('hosted: the en home page names no local search file');
  });

  it.each([
    ['whole', 1 << 30],
    ['split', 0],
  ])('%s: every page in reading order, and the same hits', async (_, wholeUpTo) => {
    const { site, metaUrl, reads } = siteOf(wholeUpTo);
    expect(await searchPages(site, metaUrl)).toEqual(PAGES);
    const search = createSearch(site, metaUrl, 'https://rspress.dev');
    const results = await search('deploy');
    expect(results[0]).toEqual({
      title: 'Deployment',
      section: '',
      url: 'https://rspress.dev/guide/basic/deploy/',
      passage: 'Publish the site & its assets.',
    });
    expect(results.find((r) => r.section === 'Build')).toEqual({
      title: 'Deployment',
      section: 'Build',
      url: 'https://rspress.dev/guide/basic/deploy/#build',
      passage: 'Run the build, then **deploy**.',
    });
    expect(reads.every((path) => path.startsWith('/search-index/'))).toBe(true);
  });
});

describe('pageTree', () => {
  it('nests pages under their nav sections and sidebar groups, in reading order', () => {
    const tree = pageTree(PAGES, 'https://rspress.dev');
    const page = (title: string, path: string, description = '') => ({
      type: 'page',
      title,
      url: `https://rspress.dev${path}`,
      description,
    });
    expect(tree).toEqual([
      {
        title: 'Guide',
        items: [
          { type: 'group', title: 'Getting Started', pages: [page('Introduction', '/guide/start/introduction/')] },
          { type: 'group', title: 'Features', pages: [page('Deployment', '/guide/basic/deploy/', 'Build and publish.')] },
        ],
      },
      {
        title: 'API',
        items: [
          page('Overview', '/api/'),
          { type: 'group', title: 'Config', pages: [page('Basic config', '/api/config/basic/')] },
          page('Commands', '/api/commands/'),
        ],
      },
    ]);
    expect(pageOutline(tree)).toContain(
      '## API\n- [Overview](https://rspress.dev/api/)\n- Config\n  - [Basic config](https://rspress.dev/api/config/basic/)\n- [Commands]',
    );
  });
});

describe('siteCache', () => {
  it('after a deploy renames the search files, answers from the new ones once the home pages are read again', async () => {
    const { site, deploy } = deployedSite(1 << 30);
    const cache = siteCache(site, 0);
    expect((await cache.search('en', 'deploy'))[0].title).toBe('Deployment');
    deploy();
    expect((await cache.search('en', 'deploy'))[0].title).toBe('Publishing');
    expect((await cache.pages('en')).map((page) => page.title)).toContain('Publishing');
  });

  it('keeps the names it read for a while, but reads them at once when a file they name is gone (a split index)', async () => {
    const { site, deploy, reads } = deployedSite(0);
    const cache = siteCache(site);
    expect((await cache.search('en', 'deploy'))[0].title).toBe('Deployment');
    deploy();
    // A word whose part of the old index was never loaded: the part is gone, the home pages are read.
    expect((await cache.search('en', 'config'))[0].title).toBe('Basic config');
    expect(reads()).toContain('/');
    expect((await cache.search('en', 'publishing'))[0].title).toBe('Publishing');
  });

  it('passes on a failure that is not a missing file, and tries again on the next call', async () => {
    let down = true;
    const { site: up } = siteOf(1 << 30);
    const site: SiteSource = {
      label: 'flaky',
      read: (sitePath) => (down ? Promise.reject(new Error('http://x/ did not answer: connect ECONNREFUSED')) : up.read(sitePath)),
    };
    const cache = siteCache(site);
    await expect(cache.search('en', 'deploy')).rejects.toThrow('ECONNREFUSED');
    down = false;
    expect((await cache.search('en', 'deploy'))[0].title).toBe('Deployment');
  });
});
