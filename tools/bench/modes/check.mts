/**
 * `npm run bench -- --check`: the sizes of the existing out/ against tools/bench/budgets.json and the
 * search relevance against its floor (tools/bench/relevance.ts), no build and no browser; 1 when one
 * fails. CI runs it.
 */
import path from 'node:path';
import { checkedFigures, printVerdict } from '../figures';

export async function check(): Promise<number> {
  const { problems } = await checkedFigures(path.join(process.cwd(), 'out'));
  return printVerdict(problems) ? 0 : 1;
}
