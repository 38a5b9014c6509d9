import { loadContent } from '../../lib/content/load';
import { indexOf } from '../../lib/content/store';
import { contentWarnings } from '../check/content-check';
import path from 'node:path';

/** The content check's warnings for a project checkout (glossary, translations awaited or behind), files named from `content/`. */
export function checkWarnings(projectRoot: string): string[] {
  // Absolute, as the check names it: the cached index is keyed by where the content is.
  const root = path.resolve(projectRoot);
  const contentRoot = path.join(root, 'content');
  const source = loadContent(contentRoot, path.join(root, 'public'));
  // The index the checkout's last build or check cached, when its content has not changed since.
  const warnings = contentWarnings(source, indexOf(source, path.join(root, '.next', 'cache', 'content-index')));
  return warnings.map(({ problem }) => problem.message.split('\n')[0].replace(/^.*?(content\/)/, '$1'));
}

/** Warnings of the head that the base did not have; days and counts aside, since time alone changes them. */
export function newWarnings(base: string[], head: string[]): string[] {
  const shape = (warning: string) => warning.replace(/\d+/g, '#');
  const before = new Set(base.map(shape));
  return head.filter((warning) => !before.has(shape(warning)));
}
