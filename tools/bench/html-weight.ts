/** The weight of each exported page's HTML (gzip), the pages Lighthouse measures, and the HTML budget. */

export interface HtmlRow {
  /** The exported path, `/guide/start/introduction/`. */
  page: string;
  raw: number;
  gzip: number;
}

export interface HtmlBudgets {
  htmlGzipKiB: number;
  htmlGzipKiBByPage: Record<string, number>;
}

const KiB = 1024;

/** A page's language from its exported path: `/zh/…` is Chinese, everything else English. */
export function langOfPage(page: string): 'en' | 'zh' {
  return page === '/zh/' || page.startsWith('/zh/') ? 'zh' : 'en';
}

const isHome = (page: string) => page === '/' || page === '/zh/';

/**
 * The pages Lighthouse runs on: the home page, then the `perLang` doc pages of each language with
 * the largest HTML gzip (the heaviest to parse and hydrate), heaviest first.
 */
export function lighthousePages(rows: HtmlRow[], perLang = 5): string[] {
  const heaviest = (lang: 'en' | 'zh') =>
    rows
      .filter((r) => !isHome(r.page) && langOfPage(r.page) === lang)
      .sort((a, b) => b.gzip - a.gzip || a.page.localeCompare(b.page))
      .slice(0, perLang)
      .map((r) => r.page);
  return ['/', ...heaviest('en'), ...heaviest('zh')];
}

/** The page's budget in KiB: its own entry, else the general one. */
function htmlBudgetOf(page: string, budgets: HtmlBudgets): number {
  return budgets.htmlGzipKiBByPage[page] ?? budgets.htmlGzipKiB;
}

/** HTML budget problems, as sentences, for `npm run bench -- --check`. */
export function htmlOverBudget(rows: HtmlRow[], budgets: HtmlBudgets): string[] {
  for (const page of Object.keys(budgets.htmlGzipKiBByPage))
    if (!rows.some((r) => r.page === page)) throw new Error(`tools/bench/budgets.json names ${page}, which is no exported page`);
  return rows
    .filter((r) => r.gzip / KiB > htmlBudgetOf(r.page, budgets))
    .map((r) => `${r.page}: HTML ${(r.gzip / KiB).toFixed(1)} KiB gzip > ${htmlBudgetOf(r.page, budgets)} KiB`);
}

/** The lines `npm run bench` prints: the pages with their own budget, the heaviest pages, the maximum. */
export function htmlSummary(rows: HtmlRow[], budgets: HtmlBudgets, heaviest = 5): string[] {
  const line = (r: HtmlRow) =>
    `${r.page.padEnd(48)} ${(r.raw / KiB).toFixed(1).padStart(7)} KiB ${(r.gzip / KiB).toFixed(1).padStart(6)} KiB gzip (budget ${htmlBudgetOf(r.page, budgets)} KiB)`;
  const sorted = [...rows].sort((a, b) => b.gzip - a.gzip);
  const own = rows.filter((r) => r.page in budgets.htmlGzipKiBByPage);
  return [
    'HTML per page (raw, gzip -9):',
    ...own.map(line),
    `heaviest ${heaviest}:`,
    ...sorted.slice(0, heaviest).map(line),
    `max: ${sorted[0].page} ${(sorted[0].gzip / KiB).toFixed(1)} KiB gzip; median ${(sorted[Math.floor(sorted.length / 2)].gzip / KiB).toFixed(1)} KiB`,
  ];
}
