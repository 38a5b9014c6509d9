/** `npm run bench -- --relevance`: relevance alone, on the search files built from content/ as it is: the loop for tuning the engine. */
import { siteRelevance } from '../site-relevance';

export function relevance(): number {
  const problems = siteRelevance().flatMap((r) => r.problems);
  if (problems.length) console.error(problems.join('\n'));
  return problems.length ? 1 : 0;
}
