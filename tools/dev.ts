/**
 * `npm run dev`: `next dev`, and beside it the content checker, which checks content/ again on every
 * save (parsing only the saved file) and writes what it finds for the page being edited to show
 * (components/dev-problems.tsx). Arguments go to `next dev` (`npm run dev -- --port 4000`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeAtomically } from '../lib/build-cache.mjs';
import { buildContentIndex, type PageCache } from '../lib/content';
import { contentSignature, DEV_PROBLEMS_FILE, loadContent, type DevProblems } from '../lib/content/load';
import type { Messages } from '../lib/i18n/messages';
import { validateContent } from './check/validate';

const CONTENT = path.join(process.cwd(), 'content');
const MESSAGES = path.join(process.cwd(), 'messages');
const pages: PageCache = new Map();

/** Checks the content as it is now and writes the problems with the signature of what was checked. */
export function checkForDev(root = CONTENT, out = DEV_PROBLEMS_FILE): DevProblems {
  const signature = contentSignature(root);
  const source = loadContent(root);
  // Read from disk, not imported: a label saved in messages/ counts at once.
  const messages = Object.fromEntries(
    ['en', 'zh'].map((lang) => [lang, JSON.parse(fs.readFileSync(path.join(MESSAGES, `${lang}.json`), 'utf8')) as Messages]),
  ) as Record<'en' | 'zh', Messages>;
  let problems: DevProblems['problems'];
  try {
    problems = validateContent(source, { index: buildContentIndex(source, pages), messages }).map(
      ({ file, line, column, problem, fix }) => ({ file, line, column, problem, fix }),
    );
  } catch (error) {
    problems = [{ file: 'content', line: 1, column: 1, problem: `the check failed: ${(error as Error).message}`, fix: 'see the terminal' }];
  }
  const result = { signature, problems };
  writeAtomically(out, Buffer.from(JSON.stringify(result)));
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let timer: NodeJS.Timeout | undefined;
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(checkForDev, 20);
  };
  checkForDev();
  fs.watch(CONTENT, { recursive: true }, later);
  fs.watch(MESSAGES, { recursive: true }, later);
  const next = spawn(path.join(process.cwd(), 'node_modules', '.bin', 'next'), ['dev', ...process.argv.slice(2)], { stdio: 'inherit' });
  const stop = () => next.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  next.on('exit', (code) => {
    fs.rmSync(DEV_PROBLEMS_FILE, { force: true });
    process.exit(code ?? 0);
  });
}
