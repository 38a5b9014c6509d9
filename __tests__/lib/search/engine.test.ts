import { MAX_QUERY_LENGTH, createIndex, searchIndex } from '@/lib/search/engine';
import type { SearchDocument } from '@/lib/search/types';

let nextId = 0;
function doc(fields: Partial<SearchDocument>): SearchDocument {
  const id = nextId++;
  return { id, url: `/doc/${id}/`, type: 'lvl2', hierarchy: ['Guide', `Page ${id}`], title: '', heading: '', content: '', ...fields };
}

const urls = (results: { url: string }[]) => results.map((r) => r.url);

describe('searchIndex ranking', () => {
  // Other pages, so that the word is as rare in headings as in text (as on the real site).
  const filler = Array.from({ length: 20 }, (_, i) =>
    doc({ url: `/filler/${i}/`, heading: `Topic ${i}`, content: `Some text about topic number ${i}` }),
  );
  const index = createIndex([
    ...filler,
    doc({ url: '/body/', heading: 'Other topic', content: 'About deployment here' }),
    doc({ url: '/heading/', heading: 'Deployment', content: 'About other things here' }),
    doc({ url: '/title/', type: 'lvl1', title: 'Deployment', heading: 'Deployment', content: 'About other things here' }),
  ]);

  it('ranks a title match above a heading match above a body match', () => {
    expect(urls(searchIndex(index, 'deployment'))).toEqual(['/title/', '/heading/', '/body/']);
  });

  it('returns the stored fields with each result', () => {
    const [top] = searchIndex(index, 'deployment');
    expect(top).toMatchObject({
      url: '/title/',
      type: 'lvl1',
      hierarchy: ['Guide', expect.stringMatching(/^Page /)],
      content: 'About other things here',
    });
    expect(top.score).toBeGreaterThan(0);
  });
});

describe('searchIndex matching', () => {
  const index = createIndex([
    doc({ url: '/deployment/', heading: 'Deployment', content: 'Publish the site to a server' }),
    doc({ url: '/deploy/', heading: 'Deploy', content: 'Publish the site' }),
    doc({ url: '/deplay/', heading: 'Deplay', content: 'Publish the site' }),
    doc({ url: '/nav/', heading: 'Nav', content: 'The site navigation bar' }),
    doc({ url: '/build/', heading: 'Build', content: 'Compile the pages' }),
    doc({ url: '/zh/', heading: '部署', content: '我们可以使用静态站点生成器快速部署文档' }),
    doc({ url: '/zh-other/', heading: '服务器', content: '服务器渲染的站点' }),
  ]);

  it('ranks an exact match above a fuzzy one', () => {
    const found = urls(searchIndex(index, 'deploy'));
    expect(found).toContain('/deplay/');
    expect(found.indexOf('/deploy/')).toBeLessThan(found.indexOf('/deplay/'));
    expect(found[0]).toBe('/deploy/');
  });

  it('finds a word by its prefix', () => {
    expect(urls(searchIndex(index, 'deplo'))).toContain('/deployment/');
    expect(urls(searchIndex(index, 'navi'))).toEqual(['/nav/']);
  });

  it('forgives one typo in a word of five or more letters', () => {
    expect(urls(searchIndex(index, 'deploymnt'))).toEqual(['/deployment/']);
    expect(urls(searchIndex(index, 'builf'))).toEqual(['/build/']);
  });

  it('does not forgive a typo in a shorter word', () => {
    expect(searchIndex(index, 'nab')).toEqual([]);
    expect(searchIndex(index, 'buld')).toEqual([]);
  });

  it('does not forgive two typos', () => {
    expect(searchIndex(index, 'dpeloymnt')).toEqual([]);
  });

  it('finds a Chinese word inside a longer sentence', () => {
    expect(urls(searchIndex(index, '静态站点'))).toEqual(['/zh/']);
    expect(urls(searchIndex(index, '站点生成'))).toEqual(['/zh/']);
    expect(urls(searchIndex(index, '快速部署'))).toEqual(['/zh/']);
  });

  it('does not find Chinese characters that are not next to each other', () => {
    expect(searchIndex(index, '静点')).toEqual([]);
  });

  it('ignores case', () => {
    expect(urls(searchIndex(index, 'DEPLOYMENT'))).toEqual(urls(searchIndex(index, 'deployment')));
  });
});

describe('searchIndex query and limit', () => {
  const index = createIndex(
    Array.from({ length: 30 }, (_, i) => doc({ url: `/many/${i}/`, heading: `Plugin ${i}`, content: 'plugin hooks' })),
  );

  it('caps the query at 64 characters', () => {
    expect(MAX_QUERY_LENGTH).toBe(64);
    // the word after the first 64 characters is not searched for
    expect(searchIndex(index, `${' '.repeat(64)}plugin`)).toEqual([]);
    expect(searchIndex(index, `${' '.repeat(58)}plugin`)).toHaveLength(20);
    expect(searchIndex(index, `${' '.repeat(59)}plugin`)).toEqual(searchIndex(index, 'plugi'));
  });

  it('returns nothing for a blank query', () => {
    expect(searchIndex(index, '')).toEqual([]);
    expect(searchIndex(index, '   \t ')).toEqual([]);
    expect(searchIndex(index, '!?.')).toEqual([]);
  });

  it('returns at most `limit` results, 20 by default', () => {
    expect(searchIndex(index, 'plugin')).toHaveLength(20);
    expect(searchIndex(index, 'plugin', 5)).toHaveLength(5);
    expect(searchIndex(index, 'plugin', 100)).toHaveLength(30);
  });
});

describe('searchIndex AND / OR', () => {
  const index = createIndex([
    doc({ url: '/both/', heading: 'Alpha', content: 'alpha and bravo' }),
    doc({ url: '/alpha/', heading: 'Alpha', content: 'only alpha' }),
    doc({ url: '/bravo/', heading: 'Bravo', content: 'only bravo' }),
  ]);

  it('requires every word when some document has them all', () => {
    expect(urls(searchIndex(index, 'alpha bravo'))).toEqual(['/both/']);
  });

  it('accepts any word when no document has them all', () => {
    expect(urls(searchIndex(index, 'bravo zulu')).sort()).toEqual(['/both/', '/bravo/']);
    expect(urls(searchIndex(index, 'alpha zulu')).sort()).toEqual(['/alpha/', '/both/']);
  });

  it('finds nothing when no word matches', () => {
    expect(searchIndex(index, 'zulu yankee')).toEqual([]);
  });
});
