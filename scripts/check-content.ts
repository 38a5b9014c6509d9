/**
 * `npm run check`: validates content/ and messages/ before a build. Prints every problem as
 * `file:line:column problem → fix` and exits 1 when there is any. `--root <dir>` checks another tree.
 */
import path from 'node:path';
import { loadContent } from '../lib/content/load';
import { validateContent } from '../lib/content/validate';
import { glossaryWarnings } from '../lib/content/glossary';

const flag = process.argv.indexOf('--root');
const root = flag > -1 ? path.resolve(process.argv[flag + 1]) : undefined;
const started = performance.now();
const errors = validateContent(loadContent(root));
for (const warning of glossaryWarnings(root ?? path.join(process.cwd(), 'content'))) console.warn(`⚠ ${warning}\n`);
if (errors.length > 0) {
  console.error(`✗ content check: ${errors.length} problem${errors.length === 1 ? '' : 's'}\n`);
  for (const error of errors) console.error(`${error.message}\n`);
  process.exit(1);
}
console.log(`✓ content check passed (${Math.round(performance.now() - started)} ms)`);
