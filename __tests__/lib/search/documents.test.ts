import type { ContentPage } from '@/lib/content';
import type { Section } from '@/lib/content/analyze';
import { buildSearchDocuments } from '@/lib/search/documents';

function page(
  lang: 'en' | 'zh',
  key: string,
  routePath: string,
  title: string,
  sections: Section[],
  frontmatter: Record<string, unknown> = {},
): ContentPage {
  return { key, record: { lang, title, routePath, frontmatter }, analysis: { sections } } as unknown as ContentPage;
}

const LABELS: Record<string, string> = { guide: 'Guide', api: 'API' };
const label = (key: string) => LABELS[key];

const deploy = page('en', 'guide/basic/deploy', '/guide/basic/deploy', 'Deployment', [
  { id: undefined, path: [], depth: 1, text: 'How to deploy the site.' },
  { id: 'build', path: ['Build'], depth: 2, text: 'Run the build.' },
  { id: 'static-files', path: ['Build', 'Static files'], depth: 3, text: 'The output folder.' },
  { id: 'vercel', path: ['Build', 'Static files', 'Vercel'], depth: 4, text: 'Push to Vercel.' },
]);
const config = page('en', 'api/config/basic', '/api/config/basic/', 'Basic config', [
  { id: undefined, path: [], depth: 1, text: 'The basic options.' },
  { id: 'root', path: ['root'], depth: 2, text: 'The document root.' },
]);

describe('buildSearchDocuments', () => {
  const documents = buildSearchDocuments([deploy, config], 'en', label);

  it('makes one document per section, numbered in order', () => {
    expect(documents).toHaveLength(6);
    expect(documents.map((d) => d.id)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(documents.map((d) => d.content)).toEqual([
      'How to deploy the site.',
      'Run the build.',
      'The output folder.',
      'Push to Vercel.',
      'The basic options.',
      'The document root.',
    ]);
  });

  it('makes the intro a lvl1 document at the page address, with the title', () => {
    expect(documents[0]).toEqual({
      id: 0,
      url: '/guide/basic/deploy/',
      type: 'lvl1',
      hierarchy: ['Guide', 'Deployment'],
      title: 'Deployment',
      heading: 'Deployment',
      content: 'How to deploy the site.',
    });
  });

  it('keeps a trailing slash that is already there', () => {
    expect(documents[4].url).toBe('/api/config/basic/');
    expect(documents[5].url).toBe('/api/config/basic/#root');
  });

  it('makes each heading section a lvl<depth> document at its anchor, without the title', () => {
    expect(documents[1]).toEqual({
      id: 1,
      url: '/guide/basic/deploy/#build',
      type: 'lvl2',
      hierarchy: ['Guide', 'Deployment', 'Build'],
      title: '',
      heading: 'Build',
      content: 'Run the build.',
    });
    expect(documents[2]).toMatchObject({
      url: '/guide/basic/deploy/#static-files',
      type: 'lvl3',
      hierarchy: ['Guide', 'Deployment', 'Build', 'Static files'],
      heading: 'Static files',
    });
    expect(documents[3]).toMatchObject({
      url: '/guide/basic/deploy/#vercel',
      type: 'lvl4',
      hierarchy: ['Guide', 'Deployment', 'Build', 'Static files', 'Vercel'],
      heading: 'Vercel',
    });
  });

  it('takes lvl0 from the first part of the key', () => {
    expect(documents[4].hierarchy).toEqual(['API', 'Basic config']);
    expect(documents[5].hierarchy).toEqual(['API', 'Basic config', 'root']);
  });

  it('falls back to the page title when the section has no label', () => {
    const other = page('en', 'misc/faq', '/misc/faq', 'FAQ', [{ id: undefined, path: [], depth: 1, text: 'Questions.' }]);
    expect(buildSearchDocuments([other], 'en', label)[0].hierarchy).toEqual(['FAQ', 'FAQ']);
  });

  it('skips home pages', () => {
    const home = page('en', 'index', '/', 'Rspress', [{ id: undefined, path: [], depth: 1, text: 'Hero.' }], { pageType: 'home' });
    const docs = buildSearchDocuments([home, config], 'en', label);
    expect(docs.map((d) => d.url)).toEqual(['/api/config/basic/', '/api/config/basic/#root']);
    expect(docs.map((d) => d.id)).toEqual([0, 1]);
  });

  it('skips pages of other languages', () => {
    const zh = page('zh', 'guide/basic/deploy', '/zh/guide/basic/deploy', '部署', [
      { id: undefined, path: [], depth: 1, text: '部署站点。' },
    ]);
    expect(buildSearchDocuments([zh, config], 'en', label).map((d) => d.url)).toEqual(['/api/config/basic/', '/api/config/basic/#root']);
    expect(buildSearchDocuments([zh, config], 'zh', label)).toEqual([
      {
        id: 0,
        url: '/zh/guide/basic/deploy/',
        type: 'lvl1',
        hierarchy: ['Guide', '部署'],
        title: '部署',
        heading: '部署',
        content: '部署站点。',
      },
    ]);
  });

  it('skips a heading section without an id', () => {
    const noId = page('en', 'guide/x', '/guide/x', 'X', [
      { id: undefined, path: [], depth: 1, text: 'Intro.' },
      { id: '', path: ['Untitled'], depth: 2, text: 'Lost.' },
    ]);
    expect(buildSearchDocuments([noId], 'en', label).map((d) => d.content)).toEqual(['Intro.']);
  });

  it('gives nothing for no pages', () => {
    expect(buildSearchDocuments([], 'en', label)).toEqual([]);
  });
});
