import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { OUT, startSite, type Site } from '../../tools/serve/browser-site';
import { openAsCaptured } from '../../tools/review/pictures';
import { checkWarnings } from '../../tools/review/problems';
import type { Review } from '../../tools/review/report';
import { REVIEWED, variantBuild } from './variant';
import { runTs } from '../run-ts';

/**
 * `npm run review` of a content pull request: the shared variant build (variant.ts, `REVIEWED`) against
 * the site's own export. Also: the alias of the renamed heading, an unchanged tree, and bad input.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'review-test-'));

function review(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = runTs('tools/review/cli.ts', args, { env: { ...process.env, REVIEW_CACHE_DIR: path.join(tmp, 'cache') } });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function reviewed(dir: string, ...args: string[]): { report: string; result: Review } {
  const run = review(...args, '--out', dir);
  assert.equal(run.status, 0, run.stderr);
  return {
    report: fs.readFileSync(path.join(dir, 'report.md'), 'utf8'),
    result: JSON.parse(fs.readFileSync(path.join(dir, 'review.json'), 'utf8')),
  };
}

/** The rows of a PNG that hold a red (changed) pixel in columns [left, right). */
async function redRows(file: string, left: number, right: number): Promise<number[]> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const rows: number[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = left; x < Math.min(right, info.width); x++) {
      const at = (y * info.width + x) * 4;
      if (data[at] === 230 && data[at + 1] === 0 && data[at + 2] === 40) {
        rows.push(y);
        break;
      }
    }
  }
  return rows;
}

const zh = (page: string) => `/zh${page}`;
const deleted = REVIEWED.deleted;
const target = `${REVIEWED.redirectedTo}/`;

describe('npm run review: a content pull request against the export of this tree', () => {
  let head = '';
  let report = '';
  let result: Review;
  let site: Site;
  before(() => {
    // A private copy: a test run in another checkout may replace the shared variant while this one reads it.
    head = path.join(tmp, 'head');
    for (let attempt = 1; !fs.existsSync(path.join(head, 'index.html')); attempt++) {
      const { out } = variantBuild();
      fs.rmSync(head, { recursive: true, force: true });
      const copied = spawnSync('cp', ['-al', out, head], { encoding: 'utf8' });
      if (copied.status !== 0 && attempt === 3) throw new Error(`could not copy the variant build ${out}: ${copied.stderr}`);
    }
    ({ report, result } = reviewed(path.join(tmp, 'review'), '--base-dir', OUT, '--head-dir', head));
  });
  before(async () => {
    site = await startSite({ root: head });
  });
  after(async () => {
    await site?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('lists exactly the pages added, removed and changed, per language', () => {
    const listed = (status: string, lang: string) =>
      result.changes
        .filter((change) => change.status === status && change.lang === lang)
        .map((change) => change.path)
        .sort();
    assert.deepEqual(listed('changed', 'en'), [REVIEWED.trimmed, REVIEWED.changed].sort());
    assert.deepEqual(listed('changed', 'zh'), [zh(REVIEWED.trimmed), zh(REVIEWED.changed)].sort());
    assert.deepEqual(listed('added', 'en'), ['/guide/basic/later/']);
    assert.deepEqual(listed('added', 'zh'), ['/zh/guide/basic/later/']);
    assert.deepEqual(listed('removed', 'en'), [deleted]);
    assert.deepEqual(listed('removed', 'zh'), [zh(deleted)]);
    assert.deepEqual(
      result.changes.filter((c) => c.status === 'removed').map((c) => c.redirectedTo),
      [target, zh(target)],
    );
    assert.match(report, /^4 pages changed, 2 added, 2 removed, 2 anchors lost/m);
    for (const change of result.changes) assert.ok(report.includes(`\`${change.path}\``), change.path);
  });

  it('shows what a reader sees change: the paragraph and the renamed heading, in both languages', () => {
    const diff = (page: string) =>
      result.changes
        .find((change) => change.path === page)!
        .diff.filter((line) => line.op !== ' ')
        .map((line) => `${line.op} ${line.text}`);
    assert.deepEqual(diff(REVIEWED.changed), [
      '- Rspress distinguishes five kinds of static assets, and each one has its own place of configuration:',
      '+ Static assets come in five kinds, and Rspress reads each kind from a different setting:',
      '- ## Favicon {#favicon}',
      '+ ## Site icon {#site-icon}',
    ]);
    assert.deepEqual(diff(zh(REVIEWED.changed)), [
      '- Rspress 把静态资源分为五类，各自在不同的地方配置：',
      '+ 静态资源共有五类，Rspress 从不同的配置项读取每一类：',
      '- ## favicon 图标 {#favicon}',
      '+ ## 站点图标 {#site-icon}',
    ]);
    assert.deepEqual(diff(REVIEWED.trimmed), ['- ## Advantages of SSG {#advantages-of-ssg}']);
  });

  it('reports the heading id removed without an alias, and not the renamed one that has an alias', () => {
    assert.deepEqual(result.lost, [
      { path: REVIEWED.trimmed, lang: 'en', id: REVIEWED.removedId },
      { path: zh(REVIEWED.trimmed), lang: 'zh', id: REVIEWED.removedId },
    ]);
    assert.match(report, new RegExp(`\`${REVIEWED.trimmed}#${REVIEWED.removedId}\` \\(en\\)`));
  });

  it('takes pictures of every listed page and no other, a non-empty diff for each changed one', async () => {
    const pictured = [...new Set(result.pictures.map((p) => p.path))].sort();
    assert.deepEqual(pictured, result.changes.map((c) => c.path).sort());
    for (const picture of result.pictures) {
      const change = result.changes.find((c) => c.path === picture.path)!;
      const files = [picture.before, picture.after, picture.diff].filter(Boolean) as string[];
      for (const file of files) assert.ok(fs.statSync(path.join(tmp, 'review', file)).size > 0, file);
      assert.ok(report.includes(`src="${files[0]}"`), files[0]);
      if (change.status === 'changed') {
        assert.ok(picture.changedPixels > 0, `${picture.path} ${picture.width}`);
        assert.ok((await redRows(path.join(tmp, 'review', picture.diff!), 0, picture.width)).length > 0, picture.diff);
      } else assert.equal(files.length, 1, `${picture.path}: one picture of the side that has the page`);
    }
    assert.deepEqual(
      result.pictures.filter((p) => p.path === REVIEWED.changed).map((p) => `${p.width} ${p.scheme}`),
      ['375 light', '1280 light'],
    );
  });

  it("marks the article's changed pixels exactly at the rewritten paragraph and the renamed heading", async () => {
    for (const page of [REVIEWED.changed, zh(REVIEWED.changed)]) {
      const picture = result.pictures.find((p) => p.path === page && p.width === 1280)!;
      const tab = await site.newPage({ viewport: { width: 1280, height: 900 } });
      // Laid out as the review captured it: measured any earlier, on a busy machine, the boxes could sit
      // where the fallback font put them.
      await openAsCaptured(tab, site.base + page);
      const article = (await tab.locator('article.prose').boundingBox())!;
      const boxes = [
        (await tab
          .locator('article.prose > p')
          .filter({ hasText: /five kinds|共有五类/ })
          .boundingBox())!,
        (await tab.locator(`#${REVIEWED.renamed.to}`).boundingBox())!,
      ];
      await tab.close();
      // The article alone: the footer below it changes too (the page's "Last updated" date, on another day).
      const rows = (
        await redRows(path.join(tmp, 'review', picture.diff!), Math.ceil(article.x), Math.floor(article.x + article.width))
      ).filter((row) => row + picture.top <= article.y + article.height);
      assert.ok(rows.length > 0, page);
      const inside = (row: number) => boxes.some((box) => row + picture.top >= box.y - 2 && row + picture.top <= box.y + box.height + 2);
      assert.deepEqual(
        rows.filter((row) => !inside(row)).map((row) => row + picture.top),
        [],
        `${page}: changed rows of the article outside the paragraph and the heading`,
      );
      for (const box of boxes)
        assert.ok(
          rows.some((row) => row + picture.top >= box.y && row + picture.top <= box.y + box.height),
          `${page}: no changed pixel at ${JSON.stringify(box)}`,
        );
    }
  });

  it('weighs each changed page and the search files before and after', () => {
    const weight = result.weights[REVIEWED.changed];
    assert.ok(weight.before!.jsCss > 50_000 && weight.after!.jsCss > 50_000);
    assert.ok(weight.after!.html > weight.before!.html, 'the alias script adds to the HTML');
    assert.equal(result.weights[deleted].after, undefined);
    assert.ok(result.search && result.search.before.en > 0 && result.search.after.zh > 0);
    assert.match(report, /### Search file/);
  });

  it('reports the renamed heading once its alias is gone', () => {
    const stripped = path.join(tmp, 'no-alias');
    spawnSync('cp', ['-al', head, stripped]);
    for (const page of [REVIEWED.changed, zh(REVIEWED.changed)]) {
      const file = path.join(stripped, page, 'index.html');
      const html = fs.readFileSync(file, 'utf8');
      const without = html.replace(/<script data-anchors=[^>]*>.*?<\/script>/, '');
      assert.notEqual(without, html, `${page} has no alias script`);
      fs.rmSync(file);
      fs.writeFileSync(file, without);
    }
    const { result: again } = reviewed(path.join(tmp, 'review-no-alias'), '--base-dir', OUT, '--head-dir', stripped, '--no-pictures');
    assert.deepEqual(
      again.lost.filter((lost) => lost.id === REVIEWED.renamed.from),
      [
        { path: REVIEWED.changed, lang: 'en', id: REVIEWED.renamed.from },
        { path: zh(REVIEWED.changed), lang: 'zh', id: REVIEWED.renamed.from },
      ],
    );
  });

  it('sends #old on to #new in the browser, on load and on a later hash change', async () => {
    for (const page of [REVIEWED.changed, zh(REVIEWED.changed)]) {
      const tab = await site.newPage();
      await tab.goto(`${site.base}${page}#${REVIEWED.renamed.from}`);
      await tab.waitForURL((url) => url.hash === `#${REVIEWED.renamed.to}`);
      const top = await tab.locator(`#${REVIEWED.renamed.to}`).evaluate((heading) => heading.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 200, `${page}: the heading is at the top of the window (${top})`);
      await tab.evaluate(() => (location.hash = '#introduction'));
      await tab.evaluate((old) => (location.hash = `#${old}`), REVIEWED.renamed.from);
      await tab.waitForURL((url) => url.hash === `#${REVIEWED.renamed.to}`);
      await tab.close();
    }
  });

  it('says "no page changed" for an unchanged tree, with the base export of the commit cached', () => {
    const commit = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
    // The cache as a run against HEAD leaves it: the export and the check's warnings of that commit.
    const cached = path.join(tmp, 'cache', commit);
    fs.mkdirSync(cached, { recursive: true });
    spawnSync('cp', ['-al', OUT, path.join(cached, 'out')]);
    fs.writeFileSync(path.join(cached, 'warnings.json'), JSON.stringify(checkWarnings('.')));
    const dir = path.join(tmp, 'review-same');
    const run = review('--base', 'HEAD', '--head-dir', OUT, '--out', dir);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /base export cached/);
    const text = fs.readFileSync(path.join(dir, 'report.md'), 'utf8');
    assert.match(text, new RegExp(`No page changed \\(compared with HEAD \\(${commit.slice(0, 7)}\\)\\)\\.`));
    assert.doesNotMatch(text, /### (English|Anchors lost|New warnings)/);
    assert.deepEqual(fs.readdirSync(path.join(dir, 'images')), []);
  });

  describe('bad input: one line that says what to do', () => {
    const oneLine = (run: ReturnType<typeof review>, pattern: RegExp) => {
      assert.equal(run.status, 1);
      assert.equal(run.stderr.trim().split('\n').length, 1, run.stderr);
      assert.match(run.stderr.trim(), pattern);
    };

    it('an unknown ref', () => {
      oneLine(
        review('--base', 'no-such-branch-41'),
        /^✗ review: unknown git ref "no-such-branch-41": fetch it first \(git fetch origin no-such-branch-41\)/,
      );
    });

    it('a folder that is not an export', () => {
      oneLine(
        review('--base-dir', 'content', '--head-dir', OUT),
        /^✗ review: the base export content is not a static export .*: pass the out\/ folder of `npm run build`/,
      );
      oneLine(review('--base-dir', OUT, '--head-dir', 'no-such-dir'), /^✗ review: the head export no-such-dir is not a static export/);
    });

    it('a base that does not build, leaving no worktree behind', () => {
      // A commit of this tree with one page broken, made without touching the branch, the index or the files.
      const env = {
        ...process.env,
        GIT_INDEX_FILE: path.join(tmp, 'index'),
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
      };
      const git = (args: string[], input?: string) => {
        const run = spawnSync('git', args, { encoding: 'utf8', env, input });
        assert.equal(run.status, 0, run.stderr);
        return run.stdout.trim();
      };
      git(['read-tree', 'HEAD']);
      const blob = git(['hash-object', '-w', '--stdin'], '---\ntitle: Broken\n---\n\nA <broken tag.\n');
      git(['update-index', '--cacheinfo', `100644,${blob},content/en/guide/basic/ssg.mdx`]);
      const commit = git(['commit-tree', git(['write-tree']), '-p', 'HEAD', '-m', 'a base that does not build']);
      const worktrees = git(['worktree', 'list']);
      oneLine(
        review('--base', commit),
        new RegExp(
          `^✗ review: the base ${commit} \\(${commit.slice(0, 7)}\\) does not build: .+; fix the base branch, or build its export yourself and pass --base-dir$`,
        ),
      );
      assert.equal(git(['worktree', 'list']), worktrees);
    });
  });
});
