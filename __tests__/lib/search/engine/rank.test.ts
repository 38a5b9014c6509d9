import type { Candidate } from '@/lib/search/engine/candidates';
import { rankPages, wordRarity } from '@/lib/search/engine/rank';
import type { SearchRecord } from '@/lib/search/engine/search-index';

const record = (page: number, position: number): SearchRecord => ({
  page,
  position,
  url: `/p${page}/#${position}`,
  section: { id: String(position), path: [], text: '' },
});
const w = (score: number, share = score > 0 ? 1 : 0) => ({ score, share });
const candidate = (id: number, page: number, all: number[], own = all, pageOwn = [0, 0]): Candidate => ({
  id,
  record: record(page, id),
  all: all.map((s) => w(s)),
  own: own.map((s) => w(s)),
  page: pageOwn.map((s) => w(s)),
  terms: [],
});

describe('wordRarity', () => {
  it('weighs a word found on fewer pages more', () => {
    const [common, rare] = wordRarity(10, [candidate(0, 0, [1, 1]), candidate(1, 1, [1, 0]), candidate(2, 2, [1, 0])], [false, false]);
    expect(rare).toBeGreaterThan(common);
  });

  it('counts the pages that have a word in full, not in part', () => {
    const part = { ...candidate(1, 1, [1, 1]), all: [w(1), w(1, 0.5)] };
    const [whole, partly] = wordRarity(10, [candidate(0, 0, [1, 1]), part], [false, false]);
    expect(partly).toBeGreaterThan(whole);
  });

  it('gives a filler word no weight', () => {
    const [filler, word] = wordRarity(10, [candidate(0, 0, [0, 1])], [true, false]);
    expect(filler).toBe(0);
    expect(word).toBeGreaterThan(0);
  });
});

describe('rankPages', () => {
  const idf = [1, 1];
  it('orders pages by their best record, then records inside a page, and keeps perPage per page', () => {
    const ranked = rankPages(
      [candidate(0, 0, [1, 1]), candidate(1, 1, [3, 3]), candidate(2, 1, [2, 2]), candidate(3, 1, [1, 1])],
      idf,
      20,
      2,
    );
    expect(ranked.map((r) => r.id)).toEqual([1, 2, 0]);
    expect(ranked.map((r) => r.score)).toEqual([6, 6, 2]);
  });

  it('keeps the square of the share of words a record has', () => {
    const [full, half] = rankPages([candidate(0, 0, [2, 2]), candidate(1, 1, [2, 0])], idf, 20, 5);
    expect([full.score, half.score]).toEqual([4, 0.5]);
  });

  it('drops records that match nothing themselves and cuts at the limit', () => {
    const ranked = rankPages([candidate(0, 0, [1, 1], [0, 0]), candidate(1, 1, [1, 1]), candidate(2, 2, [1, 1])], idf, 1, 5);
    expect(ranked.map((r) => r.id)).toEqual([1]);
  });

  it("breaks a tie by the page's own fields, then by reading order", () => {
    const tie = rankPages([candidate(0, 0, [1, 1]), candidate(1, 1, [1, 1], [1, 1], [1, 1])], idf, 20, 5);
    expect(tie.map((r) => r.id)).toEqual([1, 0]);
  });
});
