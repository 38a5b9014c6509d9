import fs from 'node:fs';
import path from 'node:path';
import type { ContentIndex, ContentPage } from '../../lib/content';
import { ContentError } from '../../lib/content/errors';
import type { ContentSource } from '../../lib/content/load';
import type { Messages } from '../../lib/i18n/messages';
import type { Lang } from '../../lib/types';
import { frontmatterPosition, type Position } from './positions';

/** What every rule reads: the source files, their index, and the message files. */
export interface CheckContext {
  source: ContentSource;
  index: ContentIndex;
  messages: Record<Lang, Messages>;
}

/** The text of a page's file (its English file, for a page awaiting translation). */
export function pageSource({ source }: CheckContext, page: ContentPage): string {
  return source.files.get(`${page.textLang}/${page.record.relativePath}`) ?? '';
}

/** A JSON file of the content tree as the writer sees it, by its path from the working directory. */
export function readText(file: string): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
}

/** The path of a file of the content root, as problems name it. */
export function contentFile({ index }: CheckContext, rel: string): string {
  return path.relative(process.cwd(), path.join(index.root, rel));
}

/** A problem about a whole page: at its title line, where the writer starts reading the file. */
export function pageProblem(context: CheckContext, page: ContentPage, problem: string, fix: string): ContentError {
  return at(page.file, frontmatterPosition(pageSource(context, page)), problem, fix);
}

export function at(file: string, { line, column }: Position, problem: string, fix: string): ContentError {
  return new ContentError(file, line, column, problem, fix);
}
