import { kibBudget, overBudget, readBudgets, type Budgets, type Measured } from '@/tools/bench/budgets';

const KiB = 1024;
const budgets: Budgets = {
  htmlGzipKiB: { why: '', what: 'HTML', gzip: true, kib: 18, kibOf: { '/guide/a/': 9.5 } },
  searchIndexGzipKiB: { why: '', what: '', gzip: true, kib: 150 },
  socialCardKiB: { why: '', what: 'social card', gzip: false, kib: 80 },
};
const html = (subject: string, kib: number): Measured => ({ figure: 'htmlGzipKiB', subject, bytes: kib * KiB });
const measured: Measured[] = [
  html('/', 30),
  html('/guide/a/', 10),
  html('/guide/b/', 14),
  { figure: 'searchIndexGzipKiB', subject: 'search index en', bytes: 151 * KiB },
  { figure: 'socialCardKiB', subject: 'og/en/a.png', bytes: 90 * KiB },
];

describe('overBudget', () => {
  it('names every measure over its subject’s budget or the figure’s, in the words of budgets.json', () => {
    expect(overBudget(measured, budgets)).toEqual([
      '/: HTML 30.0 KiB gzip > 18 KiB',
      '/guide/a/: HTML 10.0 KiB gzip > 9.5 KiB',
      'search index en: 151.0 KiB gzip > 150 KiB',
      'og/en/a.png: social card 90.0 KiB > 80 KiB',
    ]);
  });

  it('finds nothing when every measure is within its budget', () => {
    expect(overBudget([html('/guide/a/', 9.5), html('/', 18)], { htmlGzipKiB: budgets.htmlGzipKiB })).toEqual([]);
  });

  it('refuses a budget for a subject that was not measured', () => {
    const gone = { htmlGzipKiB: { ...budgets.htmlGzipKiB, kibOf: { '/gone/': 1 } } };
    expect(() => overBudget([html('/', 1)], gone)).toThrow('/gone/');
  });

  it('refuses a figure nothing measured, and a measure without a budget', () => {
    expect(() => overBudget(measured.slice(0, 3), budgets)).toThrow('searchIndexGzipKiB');
    expect(() => overBudget([...measured, { figure: 'newKiB', subject: 'x', bytes: 1 }], budgets)).toThrow('newKiB');
  });
});

describe('kibBudget', () => {
  it('is the subject’s own budget, else the figure’s', () => {
    expect(kibBudget(budgets, 'htmlGzipKiB', '/guide/a/')).toBe(9.5);
    expect(kibBudget(budgets, 'htmlGzipKiB', '/guide/b/')).toBe(18);
    expect(kibBudget(budgets, 'socialCardKiB')).toBe(80);
  });
});

describe('tools/bench/budgets.json', () => {
  it('gives every figure a budget, the words of its problem and why', () => {
    for (const [figure, budget] of Object.entries(readBudgets())) {
      expect([figure, typeof budget.kib, typeof budget.what, typeof budget.gzip]).toEqual([figure, 'number', 'string', 'boolean']);
      expect(budget.why.length).toBeGreaterThan(20);
    }
  });
});
