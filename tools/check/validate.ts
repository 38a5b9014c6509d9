import { buildContentIndex, type ContentIndex } from '../../lib/content';
import type { ContentError } from '../../lib/content/errors';
import type { ContentSource } from '../../lib/content/load';
import { messagesOf, type Messages } from '../../lib/i18n/messages';
import type { Lang } from '../../lib/types';
import type { CheckContext } from './context';
import { checkPage, routesOf } from './page-rules';
import { checkParity } from './parity';
import { checkAliasParity } from './anchor-aliases';
import { checkRedirects } from './redirects';
import { checkSidebars } from './sidebars';

export interface CheckOptions {
  /** Message files per language; the site's own by default. */
  messages?: Record<Lang, Messages>;
  /** The index of the source when the caller already has it (the content check shares it with the build). */
  index?: ContentIndex;
}

/** What the rules read, built once for all of them. */
export function checkContext(source: ContentSource, options: CheckOptions = {}): CheckContext {
  const index = options.index ?? buildContentIndex(source);
  return { source, index, messages: options.messages ?? { en: messagesOf('en'), zh: messagesOf('zh') } };
}

/** Every rule of `npm run check` on content read by loadContent, all problems at once, each at its place. */
export function validateContent(source: ContentSource, options: CheckOptions = {}): ContentError[] {
  const context = checkContext(source, options);
  const { index } = context;
  const routes = routesOf(index.pages);
  return [
    ...index.errors,
    ...checkSidebars(context),
    ...checkParity(context),
    ...checkAliasParity(context),
    ...checkRedirects(context, routes),
    ...index.pages.filter((page) => page.textLang === page.record.lang).flatMap((page) => checkPage(context, page, routes)),
  ];
}
