/** The weight of each exported page's HTML (gzip), and the pages Lighthouse measures. */
import type { Budget } from './budgets';
import { isHomePath, splitLangPrefix } from '../../lib/urls';

export interface HtmlRow {
  /** The exported path, `/guide/start/introduction/`. */
  page: string;
  raw: number;
  gzip: number;
}

const KiB = 1024;

/**
 * The pages Lighthouse runs on: the home page, then the `perLang` doc pages of each language with
 * the largest HTML gzip (the heaviest to parse and hydrate), heaviest first.
 */
export function lighthousePages(rows: HtmlRow[], perLang = 5): string[] {
  const heaviest = (lang: 'en' | 'zh') =>
    rows
      .filter((r) => !isHomePath(r.page) && splitLangPrefix(r.page).lang === lang)
      .sort((a, b) => b.gzip - a.gzip || a.page.localeCompare(b.page))
      .slice(0, perLang)
      .map((r) => r.page);
  return ['/', ...heaviest('en'), ...heaviest('zh')];
}

/** The lines `npm run bench` prints: the pages with their own budget, the heaviest pages, the maximum. */
export function htmlSummary(rows: HtmlRow[], budget: Pick<Budget, 'kib' | 'kibOf'>, heaviest = 5): string[] {
  const line = (r: HtmlRow) =>
    `${r.page.padEnd(48)} ${(r.raw / KiB).toFixed(1).padStart(7)} KiB ${(r.gzip / KiB).toFixed(1).padStart(6)} KiB gzip (budget ${budget.kibOf?.[r.page] ?? budget.kib} KiB)`;
  const sorted = [...rows].sort((a, b) => b.gzip - a.gzip);
  const own = rows.filter((r) => r.page in (budget.kibOf ?? {}));
  return [
    'HTML per page (raw, gzip -9):',
    ...own.map(line),
    `heaviest ${heaviest}:`,
    ...sorted.slice(0, heaviest).map(line),
    `max: ${sorted[0].page} ${(sorted[0].gzip / KiB).toFixed(1)} KiB gzip; median ${(sorted[Math.floor(sorted.length / 2)].gzip / KiB).toFixed(1)} KiB`,
  ];
}
