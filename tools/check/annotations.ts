/**
 * GitHub Actions workflow commands for content problems: a line such as
 * `::error file=content/en/x.mdx,line=7,col=1,title=Content check::heading "Setup" has no explicit id`
 * makes the runner attach the message to that line of the pull request's diff. Pure functions: the
 * caller decides when to print them (`npm run check` does on GitHub Actions only).
 */
import type { ContentError } from '../../lib/content/errors';

export type AnnotationLevel = 'error' | 'warning';

/** The parts of a problem an annotation shows (a ContentError has all of them). */
export type AnnotatedProblem = Pick<ContentError, 'file' | 'line' | 'column' | 'problem' | 'fix'>;

/** A command's message: `%`, CR and LF are the characters the runner would otherwise misread. */
export function escapeData(value: string): string {
  return value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value (`file=`, `title=`, …): also `:` (ends the properties) and `,` (separates them). */
export function escapeProperty(value: string): string {
  return escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One workflow command line for a problem: what is wrong, then on a second line what to do; `title` shows above it. */
export function annotation(level: AnnotationLevel, problem: AnnotatedProblem, title: string): string {
  const properties = [
    `file=${escapeProperty(problem.file.split('\\').join('/'))}`,
    `line=${Math.max(1, problem.line)}`,
    `col=${Math.max(1, problem.column)}`,
    `title=${escapeProperty(title)}`,
  ].join(',');
  return `::${level} ${properties}::${escapeData(`${problem.problem}\n→ ${problem.fix}`)}`;
}

/** True when running as a step of a GitHub Actions job (the runner sets GITHUB_ACTIONS=true). */
export function onGitHubActions(env: Record<string, string | undefined> = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true';
}
