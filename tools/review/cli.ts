/**
 * `npm run review -- --base <git ref>` (or `--base-dir <export>`): what a change does to the site,
 * compared with the head export (`out/`, or `--head-dir`): pages added, removed and changed per
 * language with a text diff and pictures, anchors lost, weight, new content warnings. Writes
 * `review/` (`--out`): report.md (images beside it), comment.md (for the pull request), review.json.
 * `--no-pictures` leaves the screenshots out.
 * See docs/review.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from './args';
import { baseExport, CACHE_DIR } from './base-export';
import { compareExports } from './compare';
import { ReviewError } from './errors';
import { assertExport, readExports } from './export-pages';
import { takePictures } from './pictures';
import { checkWarnings, newWarnings } from './problems';
import { renderComment, renderReport, summary, type Review } from './report';
import { pageWeight, searchWeight } from './weight';

async function main() {
  const started = performance.now();
  const args = parseArgs(process.argv.slice(2));
  const headDir = path.resolve(args.headDir);
  assertExport(headDir, 'the head export', args.headDir);
  let baseDir: string;
  let baseName: string;
  let baseWarnings: string[] | undefined;
  let cached = '';
  if ('ref' in args.base) {
    const base = baseExport(args.base.ref);
    baseDir = base.out;
    baseName = base.commit.startsWith(args.base.ref) ? base.commit.slice(0, 7) : `${args.base.ref} (${base.commit.slice(0, 7)})`;
    baseWarnings = base.warnings;
    cached = base.cached ? ', base export cached' : ', base built';
  } else {
    baseDir = path.resolve(args.base.dir);
    assertExport(baseDir, 'the base export', args.base.dir);
    baseName = `\`${args.base.dir}\``;
    baseWarnings = args.baseRoot ? checkWarnings(path.resolve(args.baseRoot)) : undefined;
  }

  const [basePages, headPages] = readExports([baseDir, headDir], CACHE_DIR);
  const { changes, lost } = compareExports(basePages, headPages);
  // A removed page's address may hold its redirect page now, which weighs nothing worth showing.
  const weights = Object.fromEntries(
    changes.map((c) => [
      c.path,
      {
        before: c.status === 'added' ? undefined : pageWeight(baseDir, c.path),
        after: c.status === 'removed' ? undefined : pageWeight(headDir, c.path),
      },
    ]),
  );
  const search = { before: await searchWeight(baseDir), after: await searchWeight(headDir) };
  const problems = baseWarnings && newWarnings(baseWarnings, checkWarnings(path.resolve(args.headRoot)));

  const outDir = path.resolve(args.outDir);
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const pictures = args.pictures ? await takePictures(changes, baseDir, headDir, outDir) : [];
  const review: Review = { base: baseName, changes, lost, weights, search, problems, pictures };
  const links = { previewUrl: args.previewUrl, artifactUrl: args.artifactUrl };
  fs.writeFileSync(path.join(outDir, 'report.md'), renderReport(review, { images: 'inline', ...links }));
  fs.writeFileSync(path.join(outDir, 'comment.md'), renderComment(review, links));
  fs.writeFileSync(path.join(outDir, 'review.json'), JSON.stringify(review, null, 2));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `✓ review: ${summary(review)} ${pictures.length} picture sets, in ${seconds} s${cached} → ${path.relative(process.cwd(), outDir) || '.'}/report.md`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ReviewError) {
    console.error(`✗ review: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
