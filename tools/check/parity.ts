import type { ContentPage } from '../../lib/content';
import type { ContentError } from '../../lib/content/errors';
import { counterpart, pagesOf } from '../../lib/content/lookup';
import { DEFAULT_LANG, LANGS } from '../../lib/i18n/locales';
import { at, pageProblem, pageSource, type CheckContext } from './context';
import { frontmatterPosition } from './positions';

const awaiting = (page: ContentPage) => 'awaitingTranslation' in page.record.frontmatter && page.record.frontmatter.awaitingTranslation;

/**
 * Every page in every language with the same heading ids in the same order. An English page may wait
 * for its translation when it says so (`awaitingTranslation: true`); a mark that no longer holds is refused.
 */
export function checkParity(context: CheckContext): ContentError[] {
  const { index } = context;
  const errors: ContentError[] = [];
  for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
    for (const page of pagesOf(DEFAULT_LANG, index)) {
      const twin = counterpart(page, lang, index);
      if (!twin) {
        const target = `content/${lang}/${page.record.relativePath}`;
        errors.push(
          pageProblem(
            context,
            page,
            `the page has no ${lang} version`,
            `create ${target} with the same heading ids, or publish the English page first: add "awaitingTranslation: true" to its frontmatter`,
          ),
        );
      } else if (twin.textLang === lang) {
        if (awaiting(page))
          errors.push(
            at(
              page.file,
              frontmatterPosition(pageSource(context, page), 'awaitingTranslation'),
              `the page awaits a ${lang} translation that exists: ${twin.file}`,
              'remove "awaitingTranslation" from this frontmatter',
            ),
          );
        errors.push(...headingParity(context, page, twin));
      }
    }
    for (const page of pagesOf(lang, index).filter((p) => p.textLang === lang)) {
      if (!counterpart(page, DEFAULT_LANG, index))
        errors.push(
          pageProblem(
            context,
            page,
            `the page has no ${DEFAULT_LANG} version`,
            `create content/${DEFAULT_LANG}/${page.record.relativePath}, or remove this file`,
          ),
        );
      if (awaiting(page))
        errors.push(
          at(
            page.file,
            frontmatterPosition(pageSource(context, page), 'awaitingTranslation'),
            'only an English page can await its translation',
            'remove "awaitingTranslation" from this frontmatter',
          ),
        );
    }
  }
  return errors;
}

/** The first heading whose id differs, reported in both files so each writer sees it on their own page. */
function headingParity(context: CheckContext, page: ContentPage, twin: ContentPage): ContentError[] {
  const a = page.record.toc.map((t) => t.id);
  const b = twin.record.toc.map((t) => t.id);
  const i = a.findIndex((id, n) => id !== b[n]);
  if (i === -1 && a.length === b.length) return [];
  const n = i === -1 ? Math.min(a.length, b.length) : i;
  const report = (self: ContentPage, other: ContentPage, here: string | undefined, there: string | undefined) => {
    const heading = self.analysis.headings[n] ?? self.analysis.headings.at(-1);
    return at(
      heading?.file ?? self.file,
      heading ?? frontmatterPosition(pageSource(context, self)),
      `heading ids differ from ${other.file} at heading ${n + 1}: "${here ?? '(none)'}" here, "${there ?? '(none)'}" there`,
      'both languages need the same heading ids in the same order',
    );
  };
  return [report(twin, page, b[n], a[n]), report(page, twin, a[n], b[n])];
}
