import { htmlSummary, lighthousePages, type HtmlRow } from '@/tools/bench/html-weight';

const KiB = 1024;
const row = (page: string, gzipKiB: number): HtmlRow => ({ page, raw: gzipKiB * 8 * KiB, gzip: gzipKiB * KiB });
const rows = [
  row('/', 30),
  row('/zh/', 31),
  row('/guide/a/', 10),
  row('/guide/b/', 14),
  row('/api/c/', 12),
  row('/zh/guide/a/', 9),
  row('/zh/api/c/', 19),
];
const budget = { kib: 18, kibOf: { '/guide/a/': 9.5 } };

describe('lighthousePages', () => {
  it('takes the home page and the heaviest doc pages of each language, heaviest first', () => {
    expect(lighthousePages(rows, 2)).toEqual(['/', '/guide/b/', '/api/c/', '/zh/api/c/', '/zh/guide/a/']);
  });
});

describe('htmlSummary', () => {
  it('prints the pages with their own budget, the heaviest and the maximum', () => {
    const lines = htmlSummary(rows, budget, 2);
    expect(lines[1]).toMatch(/^\/guide\/a\/ +80\.0 KiB +10\.0 KiB gzip \(budget 9\.5 KiB\)$/);
    expect(lines.slice(3, 5).map((l) => l.split(' ')[0])).toEqual(['/zh/', '/']);
    expect(lines.at(-1)).toBe('max: /zh/ 31.0 KiB gzip; median 14.0 KiB');
  });
});
