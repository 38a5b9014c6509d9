import { loadContent } from '../../lib/content/load';
import { indexOf } from '../../lib/content/store';
import { checkContext, validateContent } from './validate';
import { gitDates, translationWarnings } from './translations';
import { glossaryProblems } from './glossary';

/**
 * The content check of a tree (`root`, else content/): the errors that fail it, the warnings it prints
 * (glossary forms, pages awaiting their translation), and the index it built. `npm run check` prints
 * them (./content.ts); a test can read them without starting a process per check.
 */
export function checkContent(root?: string) {
  const source = loadContent(root);
  const index = indexOf(source);
  const context = checkContext(source, { index });
  const errors = validateContent(source, { index });
  const warnings = [
    ...glossaryProblems(source.root).map((problem) => ({ problem, title: 'Glossary' })),
    ...translationWarnings(context, gitDates(source.root)).map((problem) => ({ problem, title: 'Translation' })),
  ];
  return { errors, warnings, index };
}
