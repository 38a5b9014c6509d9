import { fieldScores } from '@/lib/search/engine/field-scores';
import { lookUpWords, matchedTerms } from '@/lib/search/engine/lookup';
import { createIndex, pageDoc } from '@/lib/search/engine/search-index';
import { WEIGHT } from '@/lib/search/engine/fields';
import { queryWords } from '@/lib/search/engine/tokenize';
import { searchPage } from '../fixture';

const index = createIndex([
  searchPage('/a/', 'Search index', 'How the search index is built.', [['files', ['Index files'], 'The index sits in a file.']]),
  searchPage('/b/', 'Other', 'An index of the search words.'),
]);

function scores(query: string) {
  const words = queryWords(query);
  const lookups = lookUpWords(index, words);
  return fieldScores(index, words, lookups, matchedTerms(lookups), query);
}

describe('fieldScores', () => {
  it('counts a short field the query fills whole twice, and a partly covered one by its share', () => {
    const [[search], [idx]] = scores('search index');
    expect(search.get(pageDoc(index, 0))).toBe(WEIGHT.title * 2);
    // "Index files": one of its two words matched.
    expect(idx.get(1)).toBeCloseTo(WEIGHT.heading * 0.75);
  });

  it('counts an identifier of a short field matched by some of its parts in part', () => {
    const option = createIndex([searchPage('/c/', 'Config', 'Options.', [['hidenavbar', ['hideNavbar'], 'When to hide it.']])]);
    const heading = (query: string) => {
      const words = queryWords(query);
      const lookups = lookUpWords(option, words);
      return fieldScores(option, words, lookups, matchedTerms(lookups), query)[0][0].get(1);
    };
    // `hide` is half of `hideNavbar`: the heading is half covered, as by one of two words.
    expect(heading('hide it')).toBeCloseTo(WEIGHT.heading * 0.75);
    expect(heading('hide navbar')).toBeCloseTo(WEIGHT.heading * 2);
  });

  it('doubles text where the words stand side by side as typed', () => {
    const [[,], [inOrder]] = scores('search index');
    const [[,], [scattered]] = scores('index search');
    expect(inOrder.get(0)).toBeGreaterThan(scattered.get(0)!);
  });

  it('doubles text where two words of the query stand side by side, whatever the rest of the query', () => {
    const colors = createIndex([searchPage('/c/', 'C', 'Set the brand color now.'), searchPage('/d/', 'D', 'The color and brand now.')]);
    const words = queryWords('how do I change the brand color');
    const lookups = lookUpWords(colors, words);
    const [, , , , , brand, color] = fieldScores(colors, words, lookups, matchedTerms(lookups), 'how do I change the brand color');
    expect(brand[0].get(0)).toBe(brand[0].get(1)! * 2);
    expect(color[0].get(0)).toBe(color[0].get(1)! * 2);
  });

  it('has no phrase bonus for one word', () => {
    const [[alone]] = scores('index');
    const [[,], [paired]] = scores('search index');
    expect(paired.get(0)).toBe(alone.get(0)! * 2);
  });
});
