import { loadContent, type ContentSource } from '../../lib/content/load';
import { indexOf } from '../../lib/content/store';
import type { ContentIndex } from '../../lib/content/index';
import { checkContext, validateContent } from './validate';
import { gitDates, translationWarnings } from './translations';
import { glossaryProblems } from './glossary';

/** The check's warnings, each with its title: rejected glossary forms, pages awaiting or behind their translation. */
export function contentWarnings(source: ContentSource, index: ContentIndex) {
  const context = checkContext(source, { index });
  return [
    ...glossaryProblems(source.root).map((problem) => ({ problem, title: 'Glossary' })),
    ...translationWarnings(context, gitDates(source.root)).map((problem) => ({ problem, title: 'Translation' })),
  ];
}

/**
 * The content check of a tree (`root`, else content/): the errors that fail it, its warnings, and the
 * index it built. `npm run check` prints them (./content.ts); a test can read them without starting a
 * process per check.
 */
export function checkContent(root?: string) {
  const source = loadContent(root);
  const index = indexOf(source);
  return { errors: validateContent(source, { index }), warnings: contentWarnings(source, index), index };
}
