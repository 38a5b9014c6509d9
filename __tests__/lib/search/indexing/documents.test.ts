import type { ContentPage } from '@/lib/content';
import type { Section } from '@/lib/content/analyze';
import { buildSearchPages, placesFromSidebars } from '@/lib/search/indexing/documents';
import type { SidebarItem } from '@/lib/types';

function page(
  lang: 'en' | 'zh',
  key: string,
  routePath: string,
  title: string,
  sections: Section[],
  frontmatter: Record<string, unknown> = {},
  textLang: 'en' | 'zh' = lang,
): ContentPage {
  return { key, textLang, record: { lang, title, routePath, frontmatter }, analysis: { sections } } as unknown as ContentPage;
}

const deploy = page(
  'en',
  'guide/basic/deploy',
  '/guide/basic/deploy',
  'Deployment',
  [
    { id: undefined, path: [], depth: 1, text: 'How to deploy the site.' },
    { id: 'build', path: ['Build'], depth: 2, text: 'Run the build.' },
    { id: 'static-files', path: ['Build', 'Static files'], depth: 3, text: 'The output folder.' },
  ],
  { description: 'Publish the site.' },
);
const overview = page('en', 'api/index', '/api/', 'API Overview', [{ id: undefined, path: [], depth: 1, text: 'Every API.' }]);
const home = page('en', 'index', '/', 'Rspress', [{ id: undefined, path: [], depth: 1, text: 'Hero.' }], { pageType: 'home' });
const zhDeploy = page('zh', 'guide/basic/deploy', '/zh/guide/basic/deploy', '部署', [
  { id: undefined, path: [], depth: 1, text: '部署站点。' },
]);

const sidebars: { text: string; items: SidebarItem[] }[] = [
  {
    text: 'Guide',
    items: [{ text: 'Features', key: 'features', items: [{ text: 'Deployment', link: '/guide/basic/deploy', key: 'guide/basic/deploy' }] }],
  },
  { text: 'API', items: [{ text: 'Overview of the API', link: '/api/', key: 'api/index' }] },
];

describe('placesFromSidebars', () => {
  it('gives each page its sidebar label, group and nav section, in reading order', () => {
    expect([...placesFromSidebars(sidebars)]).toEqual([
      [
        'guide/basic/deploy',
        { label: 'Deployment', group: 'Features', section: 'Guide', opens: { section: 'Guide', groups: ['Features'] } },
      ],
      ['api/index', { label: 'Overview of the API', group: undefined, section: 'API', opens: { section: 'API', groups: [] } }],
    ]);
  });

  it('gives the first page of a nav section and of each sidebar group (nested ones too) the labels it opens, and no other page', () => {
    const link = (key: string) => ({ text: key, link: `/${key}`, key });
    const places = placesFromSidebars([
      {
        text: 'Plugin',
        items: [
          { text: 'Plugin System', key: 'system', items: [link('plugin/system/introduction'), link('plugin/system/write-a-plugin')] },
          {
            text: 'Official Plugins',
            key: 'official',
            items: [
              { text: 'Search', key: 'search', items: [link('plugin/official-plugins/algolia')] },
              link('plugin/official-plugins/rss'),
            ],
          },
        ],
      },
    ]);
    expect(Object.fromEntries([...places].map(([key, place]) => [key, place.opens]))).toEqual({
      'plugin/system/introduction': { section: 'Plugin', groups: ['Plugin System'] },
      'plugin/system/write-a-plugin': undefined,
      'plugin/official-plugins/algolia': { groups: ['Official Plugins', 'Search'] },
      'plugin/official-plugins/rss': undefined,
    });
  });
});

describe('buildSearchPages', () => {
  const places = placesFromSidebars(sidebars);
  const pages = buildSearchPages([overview, deploy, home, zhDeploy], 'en', places);

  it('marks the place of a page shown in English while its translation is awaited', () => {
    const awaiting = page('zh', 'guide/basic/deploy', '/zh/guide/basic/deploy', 'Deployment', deploy.analysis.sections, {}, 'en');
    expect(buildSearchPages([awaiting], 'zh', places, '英文')[0].place).toBe('Features › Deployment · 英文');
  });

  it('makes one page per sidebar entry of the language, in reading order', () => {
    expect(pages.map((p) => p.url)).toEqual(['/guide/basic/deploy/', '/api/']);
  });

  it('keeps the title, the place (group › title), the description and the labels that are not the title', () => {
    expect(pages[0]).toMatchObject({
      title: 'Deployment',
      place: 'Features › Deployment',
      description: 'Publish the site.',
      labels: ['Features', 'Guide'],
    });
    expect(pages[1]).toMatchObject({ place: 'API › API Overview', description: '', labels: ['Overview of the API', 'API'] });
  });

  it('keeps the intro and every section with an id, with its heading path', () => {
    expect(pages[0].sections).toEqual([
      { id: '', path: [], text: 'How to deploy the site.' },
      { id: 'build', path: ['Build'], text: 'Run the build.' },
      { id: 'static-files', path: ['Build', 'Static files'], text: 'The output folder.' },
    ]);
    const noId = page('en', 'guide/basic/deploy', '/guide/basic/deploy', 'X', [
      { id: undefined, path: [], depth: 1, text: 'Intro.' },
      { id: '', path: ['Untitled'], depth: 2, text: 'Lost.' },
    ]);
    expect(buildSearchPages([noId], 'en', places)[0].sections.map((s) => s.text)).toEqual(['Intro.']);
  });

  it('takes the pages of the other language from their own content', () => {
    const zh = buildSearchPages([deploy, zhDeploy], 'zh', places);
    expect(zh.map((p) => [p.url, p.title])).toEqual([['/zh/guide/basic/deploy/', '部署']]);
  });

  it("carries what the page opens, and the readers' words of the terms the page uses, and only those", () => {
    const synonyms = [
      { term: 'output folder', readers: ['dist folder'] },
      { term: 'publish', readers: ['go live'] },
      { term: 'sidebar', readers: ['side menu'] },
    ];
    const [withWords] = buildSearchPages([deploy], 'en', places, '', synonyms);
    expect(withWords.opens).toEqual({ section: 'Guide', groups: ['Features'] });
    // "The output folder." in a section's text, "Publish the site." in the description; no sidebar.
    expect(withWords.synonyms).toEqual({ 'output folder': ['dist folder'], publish: ['go live'] });
    expect(buildSearchPages([deploy], 'en', places)[0].synonyms).toBeUndefined();
    // The first page in reading order that uses a term carries its row; the next does not repeat it.
    const [first, second] = buildSearchPages([overview, deploy], 'en', places, '', [{ term: 'the', readers: ['teh'] }]);
    expect([first.url, first.synonyms, second.synonyms]).toEqual(['/guide/basic/deploy/', { the: ['teh'] }, undefined]);
  });

  it('skips home pages and gives nothing for no pages', () => {
    const withHome = placesFromSidebars([{ text: 'Guide', items: [{ text: 'Home', link: '/', key: 'index' }] }]);
    expect(buildSearchPages([home], 'en', withHome)).toEqual([]);
    expect(buildSearchPages([], 'en', places)).toEqual([]);
  });
});
