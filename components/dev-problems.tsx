import { getTranslations } from 'next-intl/server';
import type { ContentPage } from '@/lib/content';
import { devProblems } from '@/lib/content/load';

const DEV_PROBLEMS_CSS = `.dev-problems { margin: 0 0 20px; padding: 10px 14px; border-left: 4px solid var(--rp-c-danger); border-radius: var(--rp-radius); background: var(--rp-c-danger-bg); font-size: 14px; } .dev-problems-title { margin: 0 0 6px; font-weight: 700; } .dev-problems ul { margin: 0; padding-left: 18px; }`;

/**
 * `npm run dev` only: the content problems of the page being edited (its file and the fragments it
 * includes), each with its place and the fix, so a writer sees a dead link without running the check.
 */
export async function DevProblems({ page }: { page: ContentPage }) {
  const { analysis } = page;
  const files = new Set([page.file, ...[...analysis.headings, ...analysis.links, ...analysis.jsxNames].flatMap((node) => node.file ?? [])]);
  const problems = (await devProblems()).filter((problem) => files.has(problem.file));
  if (!problems.length) return null;
  const t = await getTranslations({ locale: page.record.lang, namespace: 'theme' });
  return (
    <aside className="dev-problems" aria-label={t('devProblems')}>
      {/* Styles of a panel that only `npm run dev` shows: here, not in the stylesheet every page loads. */}
      <style>{DEV_PROBLEMS_CSS}</style>
      <p className="dev-problems-title">{t('devProblems')}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.line}:${problem.column}:${problem.problem}`}>
            <code>{`${problem.file}:${problem.line}:${problem.column}`}</code> {problem.problem}
            <br />
            {`→ ${problem.fix}`}
          </li>
        ))}
      </ul>
    </aside>
  );
}
