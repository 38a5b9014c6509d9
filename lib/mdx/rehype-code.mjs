/**
 * rehype-pretty-code with shiki's notation transformers. Turbopack only accepts plugins by module
 * name with JSON options, so the functions are wired here rather than in next.config.mjs.
 */
import rehypePrettyCode from 'rehype-pretty-code';
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import { CODE_THEMES, transformerTokenClasses } from './token-classes.mjs';
import { sharedHighlighter } from './highlighter.mjs';

export default function rehypeCode() {
  return rehypePrettyCode.call(this, {
    theme: CODE_THEMES,
    keepBackground: false,
    defaultLang: { block: 'txt' },
    getHighlighter: sharedHighlighter,
    transformers: [
      transformerNotationDiff(),
      transformerNotationHighlight(),
      transformerNotationFocus(),
      transformerNotationErrorLevel(),
      // Last: the notation transformers read the tokens as shiki made them.
      transformerTokenClasses(),
    ],
  });
}
