import { createIndex, pageDoc, WEIGHT } from '@/lib/search/search-index';
import { searchPage } from './fixture';

describe('createIndex', () => {
  const index = createIndex([
    searchPage(
      '/a/',
      'Alpha',
      'Intro.',
      [
        ['usage', ['Usage'], 'Use it.'],
        ['options', ['Usage', 'Options'], 'Set them.'],
      ],
      {
        description: 'About alpha',
        labels: ['Guide'],
      },
    ),
    searchPage('/b/', 'Beta', 'Intro.', [['usage', ['Usage'], 'Use beta.']]),
  ]);

  it('makes one record per section, with the page anchor, in reading order, and finds each intro', () => {
    expect(index.records.map((r) => [r.page, r.url, r.position])).toEqual([
      [0, '/a/', 0],
      [0, '/a/#usage', 1],
      [0, '/a/#options', 2],
      [1, '/b/', 3],
      [1, '/b/#usage', 4],
    ]);
    expect(index.intro).toEqual([0, 3]);
  });

  it('keeps the page fields in one document per page after the records', () => {
    expect(pageDoc(index, 1)).toBe(6);
    expect(index.docs[pageDoc(index, 0)]).toEqual({ id: 5, title: 'Alpha', slug: 'a', description: 'About alpha', labels: 'Guide' });
    expect(index.docs[2]).toMatchObject({ heading: 'Options', parents: 'Usage', content: 'Set them.' });
  });

  it('weighs a heading that several pages share less, never below text', () => {
    expect(index.headingWeight[1].heading).toBeCloseTo(WEIGHT.heading / Math.sqrt(2));
    expect(index.headingWeight[2].heading).toBe(WEIGHT.heading);
    expect(index.headingWeight[2].parents).toBeCloseTo(Math.max(WEIGHT.content, WEIGHT.parents / Math.sqrt(2)));
  });
});
