/**
 * The one budget check of the bench. Every budgeted figure is named in tools/bench/budgets.json with its
 * budget and the words its problem is said in; the code that measures it hands over one `Measured` per
 * subject (a page, a file, a language) and `overBudget` says which are over.
 */
import fs from 'node:fs';

export interface Budget {
  /** Why the figure is budgeted and where its budget sits. */
  why: string;
  /** What the figure is, in the sentence of its problem: `<subject>: <what> 12.3 KiB gzip > 10 KiB`. */
  what: string;
  gzip: boolean;
  kib: number;
  /** Subjects with a budget of their own, tighter than `kib`. */
  kibOf?: Record<string, number>;
}

export type Budgets = Record<string, Budget>;

/** One subject's measure of a budgeted figure. */
export interface Measured {
  /** The figure's name in budgets.json. */
  figure: string;
  subject: string;
  bytes: number;
}

export const BUDGETS_FILE = 'tools/bench/budgets.json';

export function readBudgets(file = BUDGETS_FILE): Budgets {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Budgets;
}

function budgetOf(budgets: Budgets, figure: string): Budget {
  const budget = budgets[figure];
  if (!budget) throw new Error(`${figure} is measured but has no budget in ${BUDGETS_FILE}`);
  return budget;
}

/** A subject's budget in KiB: its own entry, else the figure's. */
export function kibBudget(budgets: Budgets, figure: string, subject?: string): number {
  const budget = budgetOf(budgets, figure);
  return (subject !== undefined ? budget.kibOf?.[subject] : undefined) ?? budget.kib;
}

/**
 * Every measure over its budget, as sentences. A figure nothing measured, or a subject's own budget
 * for a subject that was not measured, is a mistake in budgets.json (a renamed page would otherwise
 * lose its budget silently): it throws.
 */
export function overBudget(measured: Measured[], budgets: Budgets): string[] {
  for (const [figure, budget] of Object.entries(budgets)) {
    const subjects = new Set(measured.filter((m) => m.figure === figure).map((m) => m.subject));
    if (subjects.size === 0) throw new Error(`${BUDGETS_FILE} names ${figure}, which nothing measured`);
    for (const subject of Object.keys(budget.kibOf ?? {}))
      if (!subjects.has(subject)) throw new Error(`${BUDGETS_FILE} names ${subject}, which is not measured for ${figure}`);
  }
  return measured.flatMap(({ figure, subject, bytes }) => {
    const { what, gzip } = budgetOf(budgets, figure);
    const limit = kibBudget(budgets, figure, subject);
    const kib = bytes / 1024;
    return kib > limit ? [`${subject}: ${what ? `${what} ` : ''}${kib.toFixed(1)} KiB${gzip ? ' gzip' : ''} > ${limit} KiB`] : [];
  });
}
