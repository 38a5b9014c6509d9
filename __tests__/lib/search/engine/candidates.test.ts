import { scoreCandidates } from '@/lib/search/engine/candidates';
import { fieldScores } from '@/lib/search/engine/field-scores';
import { lookUpWords, matchedTerms } from '@/lib/search/engine/lookup';
import { createIndex } from '@/lib/search/engine/search-index';
import { WEIGHT } from '@/lib/search/engine/fields';
import { queryWords } from '@/lib/search/engine/tokenize';
import { searchPage } from '../fixture';

const index = createIndex([
  searchPage('/a/', 'Sidebar', 'Intro.', [['order', ['Order'], 'Items keep their order.']]),
  searchPage('/zh/', '侧边栏', '配置侧边栏。', [['x', ['分组'], '左侧边的边栏。']]),
]);

function candidates(query: string) {
  const words = queryWords(query);
  const lookups = lookUpWords(index, words);
  const matched = matchedTerms(lookups);
  return scoreCandidates(index, words, lookups, fieldScores(index, words, lookups, matched, query), matched);
}

describe('scoreCandidates', () => {
  it("adds the intro of a page matched only by its own fields, and scores the page's words for each record", () => {
    const found = candidates('sidebar order');
    expect(found.map((c) => c.record.url).sort()).toEqual(['/a/', '/a/#order']);
    const order = found.find((c) => c.record.url === '/a/#order')!;
    expect(order.own.map((s) => s.share)).toEqual([0, 1]);
    expect(order.all.map((s) => s.share)).toEqual([1, 1]);
    expect(order.page.map((s) => s.share)).toEqual([1, 0]);
  });

  it('counts a Chinese word found as written in full, found in pieces less', () => {
    const found = candidates('侧边栏');
    const intro = found.find((c) => c.record.url === '/zh/')!;
    const section = found.find((c) => c.record.url === '/zh/#x')!;
    expect(intro.own[0].share).toBe(1);
    expect(section.own[0].share).toBe(1);
    expect(section.own[0].score).toBeLessThan(intro.own[0].score);
  });

  it('counts a Chinese word read with a typo as written where the docs write it so', () => {
    const typo = candidates('侧变栏').find((c) => c.record.url === '/zh/')!;
    expect(typo.own[0].share).toBe(1);
    // The title 侧边栏 as written, at the quality of a typo, not scattered.
    expect(typo.own[0].score).toBeCloseTo(WEIGHT.title * 0.5);
  });
});
