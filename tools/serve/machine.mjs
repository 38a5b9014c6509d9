/**
 * What the browser tests need from the machine besides node_modules, each with the Debian package that
 * brings it. One list for `.ci/run` (which installs what is missing: `node tools/serve/machine.mjs`
 * prints the packages) and for the tests, which ask before they start so that a missing program or
 * font fails with one line naming the package, not with an assertion about what a page shows.
 * Node built-ins only: `.ci/run` runs this before `npm install`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
/** Debian's Chromium unless CHROMIUM_PATH names another build. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

const executable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (name) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && executable(path.join(dir, name)));

/** fontconfig's answer: some installed font covers Chinese (Chromium falls back to it for 中文). */
const hasChineseFont = () => {
  const listed = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return listed.status === 0 && listed.stdout.trim() !== '';
};

export const NEEDS = {
  chromium: { what: `Chromium at ${CHROMIUM}`, pkg: 'chromium', present: () => executable(CHROMIUM), other: 'or set CHROMIUM_PATH' },
  nginx: { what: `nginx at ${NGINX}`, pkg: 'nginx', present: () => executable(NGINX), other: 'or set NGINX_PATH' },
  pdftotext: { what: 'pdftotext', pkg: 'poppler-utils', present: () => onPath('pdftotext') },
  // fontconfig brings fc-list, which answers the question (Chromium usually brings it along).
  chineseFont: { what: 'a Chinese font (`fc-list :lang=zh` lists none)', pkg: 'fonts-noto-cjk fontconfig', present: hasChineseFont },
};

/** The needs that this machine lacks. */
export function missingNeeds(names = Object.keys(NEEDS)) {
  return names.filter((name) => !NEEDS[name].present());
}

/** Throws one line naming what is missing and the Debian packages that bring it. */
export function requireOnMachine(...names) {
  const missing = missingNeeds(names);
  if (missing.length === 0) return;
  const what = missing.map((name) => NEEDS[name].what).join(', ');
  const other = missing.flatMap((name) => NEEDS[name].other ?? []).join(', ');
  const packages = missing.map((name) => NEEDS[name].pkg).join(' ');
  const error = new Error(
    `missing on this machine: ${what}. Install it: apt-get install ${packages}${other ? ` (${other})` : ''}; .ci/run does`,
  );
  // The line says all there is to say: no stack under it.
  error.stack = `Error: ${error.message}`;
  throw error;
}

// `node tools/serve/machine.mjs`: the Debian packages of every missing need, space-separated (for
// .ci/run); `--all`: of every need, missing or not (for tools/ci/rehearse.sh, which removes them).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const names = process.argv.includes('--all') ? Object.keys(NEEDS) : missingNeeds();
  console.log(names.map((name) => NEEDS[name].pkg).join(' '));
}
