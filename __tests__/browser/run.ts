import fs from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { tap } from 'node:test/reporters';

/**
 * `npm run test:browser`: every `*.test.ts` here, two files at a time, the longest first. Node's own
 * `--test` sorts the files by name, which started the sweep (by far the longest) late and left it
 * running alone at the end, with a core idle. Arguments, if any, are the files to run instead.
 */
const DIR = path.join(process.cwd(), '__tests__/browser');
/** The files that take longest, in that order: the shorter ones then fill the other slot. */
const LONGEST = ['sweep', 'review', 'focus', 'search'];

const all = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith('.test.ts'))
  .sort();
for (const name of LONGEST)
  if (!all.includes(`${name}.test.ts`)) throw new Error(`__tests__/browser/run.ts: there is no ${name}.test.ts any more: update LONGEST`);
const rank = (file: string) => {
  const at = LONGEST.indexOf(file.replace(/\.test\.ts$/, ''));
  return at < 0 ? LONGEST.length : at;
};
const files =
  process.argv.length > 2
    ? process.argv.slice(2).map((file) => path.resolve(file))
    : all.sort((a, b) => rank(a) - rank(b)).map((file) => path.join(DIR, file));

const stream = run({ files, concurrency: 2 });
stream.on('test:fail', () => (process.exitCode = 1));
stream.compose(tap).pipe(process.stdout);
