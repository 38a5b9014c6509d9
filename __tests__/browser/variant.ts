import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildCopy, copyProject } from '../../tools/serve/site-copy';

/**
 * One build of a changed copy of the site, shared by every browser test that needs a copy (a full
 * build each would triple the suite's build time). It holds all their changes at once:
 * - a page awaiting its translation (translate-later.test.ts);
 * - build "B" of a deploy: other lazily loaded parts, a stylesheet and a page (deploy-switch.test.ts);
 * - the search index split into parts, as for a site over the one-file size (search-split.test.ts);
 * - a content pull request's changes, for the review of it (review.test.ts, `REVIEWED`).
 * It is built once per state of the project (a hash of what the copy takes, and of this file) and
 * reused by the next test file, or the next run of the same tree.
 */

/** The page awaiting its translation, in the basic group of the guide sidebar. */
export const LATER_PAGE = 'content/en/guide/basic/later.mdx';
const LATER = `---
title: Translate later
description: A page published in English before its Chinese translation exists.
awaitingTranslation: true
---

This page shows what readers of the Chinese site see while a translation is on its way: the English text,
a notice that says so in Chinese, and a link to the source for anyone who wants to translate it. The page
sits in the Chinese sidebar and search like any other, and it never claims to be Chinese: its article is
marked as English, and no alternate link tells search engines that a Chinese version exists.

## Before the translation {#before-the-translation}

Writers publish an English fix at once, and translators pick the page up from the check's warnings, which
say how many days each page has waited. When the Chinese file lands, the mark goes, and the page becomes a
translation like any other.
`;

/** What build B changes, for the deploy test: an attribute it can wait for, on the page and on each lazily loaded part. */
export const BUILD_B = 'data-build="b"';

/**
 * What a content pull request does, for the review test (review.test.ts): one page changed (a paragraph
 * rewritten, a heading renamed with an alias for its old id), one heading removed without an alias,
 * one page deleted with its redirects; the page awaiting its translation above is the page added.
 */
export const REVIEWED = {
  changed: '/guide/basic/static-assets/',
  renamed: { from: 'favicon', to: 'site-icon' },
  trimmed: '/guide/basic/ssg/',
  removedId: 'advantages-of-ssg',
  deleted: '/guide/default-theme/navbar/',
  redirectedTo: '/guide/basic/auto-nav-sidebar',
} as const;

function reviewedEdits(dir: string) {
  const file = (lang: string, page: string) => path.join(dir, 'content', lang, `${page.replace(/^\/|\/$/g, '')}.mdx`);
  const alias = `anchors:\n  ${REVIEWED.renamed.from}: ${REVIEWED.renamed.to}\n---`;
  change(file('en', REVIEWED.changed), /\n---/, `\n${alias}`);
  change(file('zh', REVIEWED.changed), /\n---/, `\n${alias}`);
  change(file('en', REVIEWED.changed), '## Favicon {#favicon}', '## Site icon {#site-icon}');
  change(file('zh', REVIEWED.changed), '## favicon 图标 {#favicon}', '## 站点图标 {#site-icon}');
  change(
    file('en', REVIEWED.changed),
    'Rspress distinguishes five kinds of static assets, and each one has its own place of configuration:',
    'Static assets come in five kinds, and Rspress reads each kind from a different setting:',
  );
  change(
    file('zh', REVIEWED.changed),
    'Rspress 把静态资源分为五类，各自在不同的地方配置：',
    '静态资源共有五类，Rspress 从不同的配置项读取每一类：',
  );

  change(file('en', REVIEWED.trimmed), '## Advantages of SSG {#advantages-of-ssg}\n\n', '');
  change(file('zh', REVIEWED.trimmed), '## SSG 的优势 {#advantages-of-ssg}\n\n', '');

  for (const lang of ['en', 'zh']) fs.rmSync(file(lang, REVIEWED.deleted));
  const sidebarFile = path.join(dir, 'content/sidebars/guide.json');
  const sidebar = JSON.parse(fs.readFileSync(sidebarFile, 'utf8'));
  const group = sidebar.find((g: { dir?: string }) => g.dir === 'default-theme');
  group.items = group.items.filter((item: string) => item !== 'navbar');
  fs.writeFileSync(sidebarFile, JSON.stringify(sidebar));
  const from = REVIEWED.deleted.replace(/\/$/, '');
  fs.writeFileSync(
    path.join(dir, 'content/redirects.json'),
    JSON.stringify([
      { from, to: REVIEWED.redirectedTo },
      { from: `/zh${from}`, to: `/zh${REVIEWED.redirectedTo}` },
    ]),
  );
  // The one link to the deleted page goes to the redirect's target; its words stay.
  change(path.join(dir, 'content/en/api/config/config-theme.mdx'), `(${from})`, `(${REVIEWED.redirectedTo})`);
  change(path.join(dir, 'content/zh/api/config/config-theme.mdx'), `(/zh${from})`, `(/zh${REVIEWED.redirectedTo})`);
}

function change(file: string, from: string | RegExp, to: string) {
  const text = fs.readFileSync(file, 'utf8');
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`the variant build's change to ${file} no longer applies: update __tests__/browser/variant.ts`);
  fs.writeFileSync(file, changed);
}

function edit(dir: string) {
  fs.writeFileSync(path.join(dir, LATER_PAGE), LATER);
  const sidebarFile = path.join(dir, 'content/sidebars/guide.json');
  const sidebar = JSON.parse(fs.readFileSync(sidebarFile, 'utf8'));
  sidebar.find((group: { dir?: string }) => group.dir === 'basic').items.push('later');
  fs.writeFileSync(sidebarFile, JSON.stringify(sidebar));

  change(path.join(dir, 'components/root-html.client.tsx'), '<html lang={lang}', `<html ${BUILD_B} lang={lang}`);
  change(path.join(dir, 'components/search/search-modal.client.tsx'), 'data-local-search', 'data-local-search-b');
  change(path.join(dir, 'components/anchored-popover.client.tsx'), /className=\{/, `${BUILD_B} className={`);
  change(path.join(dir, 'components/sheet.client.tsx'), /className=\{/, `${BUILD_B} className={`);
  fs.appendFileSync(path.join(dir, 'components/site-header.css'), '\n.navbar { outline-offset: 1px; }\n');
  // The pull request's new text also gives build B new search files, in both languages.
  reviewedEdits(dir);
}

/**
 * What the copy's build reads, hashed with this file: the files git tracks or would track (ignored
 * output and results aside), tests aside. Outside a git checkout, a fresh key: no reuse.
 */
function treeHash(): string {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' });
  if (listed.status !== 0) return randomUUID().slice(0, 12);
  const hash = createHash('sha256').update(fs.readFileSync(path.join(process.cwd(), '__tests__/browser/variant.ts')));
  for (const file of listed.stdout
    .split('\0')
    .filter((file) => file && !file.startsWith('__tests__/'))
    .sort()) {
    if (fs.existsSync(file)) hash.update(`${file}\0`).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

const PREFIX = 'rspress-docs-variant-';

/** The variant's export (`out`) and its build output, building it first unless this tree's is there. */
export function variantBuild(): { out: string; output: string } {
  const home = path.join(os.tmpdir(), `${PREFIX}${treeHash()}`);
  const done = path.join(home, 'build-output.txt');
  const lock = `${home}.lock`;
  for (const started = Date.now(); ;) {
    if (fs.existsSync(done)) return { out: path.join(home, 'out'), output: fs.readFileSync(done, 'utf8') };
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      // Another test file is building it: wait for its output, unless its process is gone.
      if (!holderAlive(lock)) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() - started > 15 * 60_000) throw new Error(`${lock} held for 15 minutes: remove it if no test is running`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    }
  }
  let dir = '';
  try {
    for (const old of fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(PREFIX) && !name.endsWith('.lock')))
      fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
    dir = copyProject(edit, undefined, { drawn: true });
    const { output, out } = buildCopy(dir, { SEARCH_WHOLE_FILE_KIB: '0' });
    fs.mkdirSync(home);
    fs.renameSync(out, path.join(home, 'out'));
    fs.writeFileSync(done, output);
    return { out: path.join(home, 'out'), output };
  } finally {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Whether the process that took `lock` still runs (a killed run leaves its lock behind). */
function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Just taken, its pid not written yet; or taken by a process killed before it wrote it.
    return Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 60_000;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// `npm run build:variant`: builds it ahead of the browser tests (beside the server build, on the other core).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('__tests__/browser/variant.ts')) {
  const { out } = variantBuild();
  console.log(`✓ variant build of a copy of the site: ${out}`);
}
