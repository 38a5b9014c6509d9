import { createLocalSearchClient } from '@/lib/search/client/local-client';
import { partPath } from '@/lib/search/paths';
import type { SearchPage } from '@/lib/search/engine/types';
import { searchFilesOf } from '../search-files';

const DOCUMENTS: SearchPage[] = [
  {
    url: '/guide/basic/deploy/',
    title: 'Deployment',
    place: 'Features › Deployment',
    description: '',
    labels: ['Guide'],
    sections: [
      { id: '', path: [], text: 'How to deploy the site.' },
      { id: 'build', path: ['Build'], text: 'Run the build before you deploy.' },
      { id: 'preview', path: ['Preview'], text: 'Preview the build, then deploy it.' },
    ],
  },
  {
    url: '/api/config/',
    title: 'Config',
    place: 'API › Config',
    description: '',
    labels: ['API'],
    sections: [{ id: '', path: [], text: 'All the options.' }],
  },
];
// Split, however small: most of these tests are about loading the parts a query needs.
const FILES = searchFilesOf(DOCUMENTS, 'en', 0);
const URL = FILES.metaUrl;

const stubLoad = () => searchFilesOf(DOCUMENTS, 'en', 0).load;

describe('createLocalSearchClient', () => {
  it('loads the meta file first, then only parts, each file once, for several searches', async () => {
    const load = stubLoad();
    const client = createLocalSearchClient(URL, load);
    expect(load).not.toHaveBeenCalled();
    await client.search({ requests: [{ query: 'deploy' }] });
    await client.search({ requests: [{ query: 'build' }] });
    await Promise.all([client.search([{ query: 'config' }]), client.search([{ query: 'preview' }])]);
    const urls = load.mock.calls.map(([url]) => url);
    expect(urls[0]).toBe(URL);
    expect(urls.slice(1).every((url) => url.startsWith('/search-index/en/'))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('loads each file once even for searches started before the meta file is in', async () => {
    const load = stubLoad();
    const client = createLocalSearchClient(URL, load);
    await Promise.all([client.search([{ query: 'deploy' }]), client.search([{ query: 'deploy' }]), client.search([{ query: 'build' }])]);
    const urls = load.mock.calls.map(([url]) => url);
    expect(urls.filter((url) => url === URL)).toHaveLength(1);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('loads a small index as one file, once, and indexes it here', async () => {
    const small = searchFilesOf(DOCUMENTS);
    expect(small.files.size).toBe(1);
    const client = createLocalSearchClient(small.metaUrl, small.load);
    const split = await createLocalSearchClient(URL, stubLoad()).search([{ query: 'deploy' }, { query: 'config' }]);
    expect(await client.search([{ query: 'deploy' }, { query: 'config' }])).toEqual(split);
    await client.search([{ query: 'preview' }]);
    expect(small.load.mock.calls).toEqual([[small.metaUrl]]);
  });

  it('reads only the parts a query needs', async () => {
    const load = stubLoad();
    await createLocalSearchClient(URL, load).search([{ query: 'preview' }]);
    expect(load.mock.calls.length).toBeLessThan(FILES.files.size);
  });

  it('stops a search the reader has typed past: it loads nothing more and answers as the newest', async () => {
    const load = stubLoad();
    const client = createLocalSearchClient(URL, load);
    const typedPast = client.search([{ query: 'config' }]);
    const newest = client.search([{ query: 'preview' }]);
    const answers = await Promise.all([typedPast, newest]);
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[1].results[0].hits.map((hit) => hit.url)).toEqual(['/guide/basic/deploy/#preview']);
    // What only `config` reads: its page, shown.
    const urls = load.mock.calls.map(([url]) => url);
    expect(urls).not.toContain(partPath(URL, 'pages', 1));
  });

  it('answers { requests: [...] } with one result per request', async () => {
    const client = createLocalSearchClient(URL, stubLoad());
    const { results } = await client.search({ requests: [{ query: 'config', indexName: 'local-en' }, { params: { query: 'preview' } }] });
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ nbHits: 1, hitsPerPage: 20, page: 0, query: 'config', index: 'local-en' });
    expect(results[0].hits.map((h) => h.url)).toEqual(['/api/config/']);
    expect(results[1]).toMatchObject({ nbHits: 1, query: 'preview', index: 'local' });
    expect(results[1].hits.map((h) => h.url)).toEqual(['/guide/basic/deploy/#preview']);
  });

  it('answers a bare array of requests the same way', async () => {
    const client = createLocalSearchClient(URL, stubLoad());
    const fromArray = await client.search([{ query: 'config' }]);
    const fromObject = await client.search({ requests: [{ query: 'config' }] });
    expect(fromArray).toEqual(fromObject);
    expect(fromArray.results[0].hits[0]).toMatchObject({
      objectID: '3',
      url: '/api/config/',
      type: 'lvl1',
      hierarchy: { lvl0: 'API › Config', lvl1: 'Config', lvl2: null },
    });
  });

  it('returns DocSearch hits with highlights', async () => {
    const client = createLocalSearchClient(URL, stubLoad());
    const { results } = await client.search([{ query: 'preview' }]);
    expect(results[0].hits[0]._highlightResult.hierarchy.lvl2.value).toBe('<mark>Preview</mark>');
  });

  it('honours hitsPerPage, top-level or in params', async () => {
    const client = createLocalSearchClient(URL, stubLoad());
    const all = await client.search([{ query: 'deploy' }]);
    expect(all.results[0].hits).toHaveLength(3);
    expect(all.results[0].nbHits).toBe(3);

    const one = await client.search([{ query: 'deploy', hitsPerPage: 1 }]);
    expect(one.results[0]).toMatchObject({ hitsPerPage: 1, nbHits: 1 });
    expect(one.results[0].hits).toHaveLength(1);
    expect(one.results[0].hits[0].url).toBe(all.results[0].hits[0].url);

    const two = await client.search({ requests: [{ params: { query: 'deploy', hitsPerPage: 2 } }] });
    expect(two.results[0]).toMatchObject({ hitsPerPage: 2, nbHits: 2 });
    expect(two.results[0].hits).toHaveLength(2);
  });

  it('answers an empty query with no hits', async () => {
    const client = createLocalSearchClient(URL, stubLoad());
    const { results } = await client.search([{}]);
    expect(results).toEqual([expect.objectContaining({ hits: [], nbHits: 0, query: '' })]);
  });

  it('rejects when the index cannot be loaded, and loads again on the next search', async () => {
    const files = stubLoad();
    const load = jest
      .fn<Promise<string>, [string]>()
      .mockRejectedValueOnce(new Error('HTTP 404 for the meta file'))
      .mockImplementation(files);
    const client = createLocalSearchClient(URL, load);
    await expect(client.search([{ query: 'deploy' }])).rejects.toThrow('Search index unavailable: HTTP 404 for the meta file');
    const { results } = await client.search([{ query: 'deploy' }]);
    expect(results[0].nbHits).toBe(3);
    expect(load.mock.calls.filter(([url]) => url === URL)).toHaveLength(2);
  });

  it('rejects when the index is not JSON', async () => {
    const load = jest.fn((_url: string) => Promise.resolve('<!doctype html>'));
    const client = createLocalSearchClient(URL, load);
    await expect(client.search([{ query: 'deploy' }])).rejects.toThrow(/^Search index unavailable: /);
    await expect(client.search([{ query: 'deploy' }])).rejects.toThrow(/^Search index unavailable: /);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches the urls by default and rejects on an HTTP error', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 500, text: () => Promise.resolve('') })
      .mockImplementation((url: string) => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(FILES.text(url)) }));
    const original = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const client = createLocalSearchClient(URL);
      await expect(client.search([{ query: 'config' }])).rejects.toThrow(`Search index unavailable: HTTP 500 for ${URL}`);
      const { results } = await client.search([{ query: 'config' }]);
      expect(results[0].hits.map((h) => h.url)).toEqual(['/api/config/']);
      expect(fetchMock.mock.calls.slice(0, 2).map((call) => call[0])).toEqual([URL, URL]);
    } finally {
      global.fetch = original;
    }
  });

  it('looks enough like an Algolia client for DocSearch', () => {
    const client = createLocalSearchClient(URL, stubLoad());
    expect(typeof client.addAlgoliaAgent).toBe('function');
    expect(client.transporter.algoliaAgent.value).toBe('local');
    expect(() => client.transporter.algoliaAgent.add()).not.toThrow();
  });
});
