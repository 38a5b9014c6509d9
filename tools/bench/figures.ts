/**
 * What `--check` gates and the full bench reports too: the sizes of out/ against budgets.json and the
 * search relevance against its floor, both deterministic.
 */
import { overBudget, readBudgets } from './budgets';
import { outSizes } from './out-sizes';
import { siteRelevance } from './site-relevance';

export async function checkedFigures(out: string) {
  const budgets = readBudgets();
  const { results, measured, html } = await outSizes(out, budgets);
  const relevance = siteRelevance();
  const searchRelevance = relevance.map(({ lang, report }) => ({ lang, top1: report.top1, top3: report.top3, mrr: report.mrr }));
  const problems = [...overBudget(measured, budgets), ...relevance.flatMap((r) => r.problems)];
  return { results: { ...results, searchRelevance }, html, problems };
}

/** Prints the verdict on the figures; true when every one is within its budget or floor. */
export function printVerdict(problems: string[]): boolean {
  if (problems.length) console.error(`\n✗ over budget:\n${problems.join('\n')}`);
  else console.log('\n✓ every size within budget');
  return problems.length === 0;
}
