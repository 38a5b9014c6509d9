import { LANGS } from '../../lib/i18n/locales';
import type { Lang } from '../../lib/types';
import type { LostAnchor, PageChange } from './compare';
import type { Pictures } from './pictures';
import { linkPages } from './preview-links.mjs';
import type { DiffLine } from './text-diff';
import type { PageWeight } from './weight';

/** Finds the pull request's one review comment, to update it rather than add another. */
export const MARKER = '<!-- rspress-review -->';
/** GitHub refuses a comment longer than this many characters. */
export const COMMENT_LIMIT = 65_536;

export interface Review {
  /** What the head was compared with: a ref and its commit, or a folder. */
  base: string;
  changes: PageChange[];
  lost: LostAnchor[];
  weights: Record<string, { before?: PageWeight; after?: PageWeight }>;
  search: { before: Record<Lang, number>; after: Record<Lang, number> } | undefined;
  /** Content check warnings new on the head; undefined when the sources were not there to check. */
  problems: string[] | undefined;
  pictures: Pictures[];
}

export interface RenderOptions {
  /** `inline`: images shown from `images/` beside report.md; `artifact`: named, to be found in the uploaded artifact. */
  images: 'inline' | 'artifact';
  previewUrl?: string;
  artifactUrl?: string;
  /** Lines of text diff per page. */
  diffLines?: number;
  /** Show each changed page's text diff and pictures; the list of pages stays. */
  details?: boolean;
}

const LANG_NAME: Record<Lang, string> = { en: 'English', zh: 'Chinese (/zh/)' };
const kib = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)}`);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function weightCell(before: number | undefined, after: number | undefined): string {
  if (before === undefined || after === undefined) return `${kib(before)} → ${kib(after)}`;
  const delta = after - before;
  if (delta === 0) return kib(after);
  // Under a tenth of a KiB, in bytes: a few hundred bytes of script still show.
  const change = Math.abs(delta) < 102 ? `${delta} B` : (delta / 1024).toFixed(1);
  return `${kib(before)} → ${kib(after)} (${delta > 0 ? '+' : ''}${change})`;
}

function pageCell(change: PageChange): string {
  // A removed page is not on the preview: struck through, so the preview links leave it alone.
  if (change.status === 'removed') return `~~\`${change.path}\`~~${change.redirectedTo ? ` → \`${change.redirectedTo}\`` : ''}`;
  return `\`${change.path}\``;
}

function diffBlock(diff: DiffLine[], max: number): string[] {
  const shown = diff.slice(0, max).map((line) => `${line.op} ${line.text}`.replace(/```/g, '`​``'));
  if (diff.length > max) shown.push(`  … ${diff.length - max} more lines (report.md in the artifact)`);
  return ['```diff', ...shown, '```'];
}

function pictureLines(pictures: Pictures[], options: RenderOptions): string[] {
  if (pictures.length === 0) return [];
  if (options.images === 'artifact') {
    const changed = pictures.filter((p) => p.changedPixels > 0 || p.before === undefined || p.after === undefined);
    const names = changed.map((p) => `${p.width} ${p.scheme}`);
    const where = options.artifactUrl ? `[the review artifact](${options.artifactUrl})` : 'the review artifact';
    return [
      `Pictures (${names.join(', ') || 'no pixel changed'}): ${where}, \`${(pictures[0].after ?? pictures[0].before)?.replace(/-\d+-\w+-\w+\.png$/, '-*.png')}\`.`,
    ];
  }
  const rows = pictures.map((p) => {
    const img = (file: string | undefined, alt: string) => (file ? `<img src="${file}" alt="${alt}" width="240">` : '–');
    const note = p.before && p.after && p.changedPixels === 0 ? 'no pixel changed' : `${p.changedPixels} px`;
    return `| ${p.width} ${p.scheme} | ${img(p.before, 'before')} | ${img(p.after, 'after')} | ${img(p.diff, 'changed pixels')} ${p.diff ? note : ''} |`;
  });
  return ['| | before | after | diff |', '| --- | --- | --- | --- |', ...rows];
}

function languageSection(
  lang: Lang,
  review: Review,
  options: Required<Pick<RenderOptions, 'diffLines' | 'details'>> & RenderOptions,
): string[] {
  const changes = review.changes.filter((change) => change.lang === lang);
  if (changes.length === 0) return [`### ${LANG_NAME[lang]}`, '', 'No page changed.', ''];
  const lines = [`### ${LANG_NAME[lang]}`, '', '| page | change | JS + CSS gzip KiB | HTML gzip KiB |', '| --- | --- | --- | --- |'];
  for (const change of changes) {
    const weight = review.weights[change.path] ?? {};
    lines.push(
      `| ${pageCell(change)} | ${change.status} | ${weightCell(weight.before?.jsCss, weight.after?.jsCss)} | ${weightCell(weight.before?.html, weight.after?.html)} |`,
    );
  }
  lines.push('');
  if (!options.details) return lines;
  for (const change of changes) {
    const pictures = review.pictures.filter((p) => p.path === change.path);
    if (change.diff.length === 0 && pictures.length === 0) continue;
    lines.push(`<details><summary><code>${change.path}</code> ${change.status}: ${change.title}</summary>`, '');
    if (change.diff.length > 0) lines.push(...diffBlock(change.diff, options.diffLines), '');
    lines.push(...pictureLines(pictures, options), '', '</details>', '');
  }
  return lines;
}

function lostSection(lost: LostAnchor[]): string[] {
  if (lost.length === 0) return [];
  const line = ({ path, lang, id }: LostAnchor) =>
    id
      ? `- \`${path}#${id}\` (${lang}): the heading id is gone. If the heading was renamed, add \`anchors: { ${id}: <new-id> }\` to the frontmatter of both language files.`
      : `- \`${path}\` (${lang}): the page is gone without a redirect. Add \`{ "from": "${path.replace(/\/$/, '') || '/'}", "to": "…" }\` to \`content/redirects.json\`.`;
  return [
    `### Anchors lost: ${lost.length}`,
    '',
    'Links from other sites and from the other language break silently here:',
    '',
    ...lost.map(line),
    '',
  ];
}

function searchSection(search: Review['search']): string[] {
  if (!search) return [];
  const cells = LANGS.map((lang) => `| ${LANG_NAME[lang]} | ${weightCell(search.before[lang], search.after[lang])} |`);
  return ['### Search file', '', '| language | first query downloads, gzip KiB |', '| --- | --- |', ...cells, ''];
}

function problemSection(problems: string[] | undefined): string[] {
  if (problems === undefined)
    return ['### Problems', '', 'Not compared: the base sources were not given (`--base <ref>` compares them).', ''];
  if (problems.length === 0) return [];
  return [`### New warnings of the content check: ${problems.length}`, '', ...problems.map((problem) => `- ${problem}`), ''];
}

/** The summary line: how many pages changed, per kind, and anchors lost. */
export function summary(review: Review): string {
  const count = (status: PageChange['status']) => review.changes.filter((change) => change.status === status).length;
  if (review.changes.length === 0 && review.lost.length === 0) return `No page changed (compared with ${review.base}).`;
  const parts = [
    plural(count('changed'), 'page') + ' changed',
    `${count('added')} added`,
    `${count('removed')} removed`,
    plural(review.lost.length, 'anchor') + ' lost',
  ];
  return `${parts.join(', ')} (compared with ${review.base}).`;
}

/** The report as Markdown: a summary, then per language the pages with their diff and pictures, anchors lost, search and problems. */
export function renderReport(review: Review, options: RenderOptions): string {
  const full = { diffLines: 40, details: true, ...options };
  const body = [
    MARKER,
    '## What this pull request changes on the site',
    '',
    summary(review),
    '',
    ...(review.changes.length > 0 ? LANGS.flatMap((lang) => languageSection(lang, review, full)) : []),
    ...lostSection(review.lost),
    ...searchSection(review.search),
    ...problemSection(review.problems),
  ].join('\n');
  return options.previewUrl ? linkPages(body, options.previewUrl) : body;
}

/**
 * The report for a pull request comment, within GitHub's limit: shorter diffs first, then no details,
 * then the page tables cut, each step only when the previous one does not fit.
 */
export function renderComment(review: Review, options: Omit<RenderOptions, 'images'>, limit = COMMENT_LIMIT): string {
  const tries: Partial<RenderOptions>[] = [{}, { diffLines: 12 }, { diffLines: 4 }, { details: false }];
  for (const extra of tries) {
    const text = renderReport(review, { ...options, images: 'artifact', ...extra });
    if (text.length <= limit) return text;
  }
  const note = `\n\n… cut to fit a comment: the whole report is report.md in ${options.artifactUrl ? `[the artifact](${options.artifactUrl})` : 'the artifact'}.`;
  const text = renderReport(review, { ...options, images: 'artifact', details: false });
  return text.slice(0, limit - note.length).replace(/\n[^\n]*$/, '') + note;
}
