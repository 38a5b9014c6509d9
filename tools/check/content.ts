/**
 * `npm run check`: validates content/ and messages/ before a build. Prints every problem as
 * `file:line:column problem → fix` and exits 1 when there is any. `--root <dir>` checks another tree.
 * `--build` (the first step of `npm run build`): then it highlights every code block once for the
 * build (lib/mdx/highlighter.mjs); a writer's check spares that wait.
 * On GitHub Actions (GITHUB_ACTIONS=true) it also prints each problem as a workflow command
 * (`::error file=…,line=…,col=…::…`), so the pull request shows it on the line it is about.
 */
import path from 'node:path';
import { highlightContent } from '../build-steps/highlight-content';
import { checkContent } from './content-check';
import { annotation, onGitHubActions } from './annotations';

const flag = process.argv.indexOf('--root');
const root = flag > -1 ? path.resolve(process.argv[flag + 1]) : undefined;
const started = performance.now();
const { errors, warnings, index } = checkContent(root);
for (const { problem } of warnings) console.warn(`⚠ ${problem.message}\n`);
if (onGitHubActions()) {
  for (const { problem, title } of warnings) console.log(annotation('warning', problem, title));
  for (const error of errors) console.log(annotation('error', error, 'Content check'));
}
if (errors.length > 0) {
  console.error(`✗ content check: ${errors.length} problem${errors.length === 1 ? '' : 's'}\n`);
  for (const error of errors) console.error(`${error.message}\n`);
  process.exit(1);
}
console.log(`✓ content check passed (${Math.round(performance.now() - started)} ms)`);
if (process.argv.includes('--build') && !root) {
  const highlighting = performance.now();
  void highlightContent(index).then((blocks) =>
    console.log(`✓ ${blocks} code blocks highlighted for the build (${Math.round(performance.now() - highlighting)} ms)`),
  );
}
