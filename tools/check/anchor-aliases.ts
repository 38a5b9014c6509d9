import type { ContentError } from '../../lib/content/errors';
import { counterpart, pagesOf } from '../../lib/content/lookup';
import { DEFAULT_LANG, LANGS } from '../../lib/i18n/locales';
import { at, pageSource, type CheckContext } from './context';
import { frontmatterPosition } from './positions';

const aliasesOf = (frontmatter: object) => ('anchors' in frontmatter ? (frontmatter.anchors as Record<string, string>) : {});
const listed = (anchors: Record<string, string>) =>
  Object.entries(anchors)
    .map(([from, to]) => `${from}: ${to}`)
    .sort()
    .join(', ') || 'none';

/**
 * Heading ids are the same in every language, so are their aliases: a link to `#old` from either
 * language must keep working on both pages.
 */
export function checkAliasParity(context: CheckContext): ContentError[] {
  const errors: ContentError[] = [];
  for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
    for (const page of pagesOf(DEFAULT_LANG, context.index)) {
      const twin = counterpart(page, lang, context.index);
      if (!twin || twin.textLang !== lang) continue;
      const [ours, theirs] = [listed(aliasesOf(page.record.frontmatter)), listed(aliasesOf(twin.record.frontmatter))];
      if (ours !== theirs)
        errors.push(
          at(
            twin.file,
            frontmatterPosition(pageSource(context, twin), theirs ? 'anchors' : 'title'),
            `anchor aliases differ from ${page.file}: ${theirs} here, ${ours} there`,
            'declare the same `anchors:` in both files',
          ),
        );
    }
  }
  return errors;
}
