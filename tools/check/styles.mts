/** `npm run lint:styles`: where styles live (tools/check/stylesheets.ts), over app/ and components/. */
import fs from 'node:fs';
import path from 'node:path';
import { stylesheetProblems } from './stylesheets';

const ROOT = process.cwd();

function filesUnder(dir: string, test: (file: string) => boolean): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter(test);
}

const sheets = ['app', 'components'].flatMap((dir) => filesUnder(dir, (file) => file.endsWith('.css')));
const problems = stylesheetProblems(
  sheets.map((file) => ({ path: file, css: fs.readFileSync(path.join(ROOT, file), 'utf8') })),
  (source) => {
    const file = path.join(ROOT, source);
    if (!fs.existsSync(file)) return undefined;
    return [...fs.readFileSync(file, 'utf8').matchAll(/^import\s+(?:[^'"]*from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1]);
  },
);
for (const problem of problems) console.error(`${problem.path}:${problem.line}: ${problem.message}`);
if (problems.length > 0) {
  console.error(`✗ styles: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${sheets.length} stylesheets`);
  process.exit(1);
}
console.log(`✓ styles: ${sheets.length} stylesheets, each class in one of them, each beside its component`);
