import type { ContentPage } from '../content';
import type { Lang } from '../types';
import { exportedPath } from '../site/url';
import type { SearchDocument } from './types';

/**
 * Search documents of one language from the content index: one per page intro and one per h2–h4
 * section. `sectionLabel` gives lvl0 (Guide / Plugin / API in the page's language).
 */
export function buildSearchDocuments(
  pages: ContentPage[],
  lang: Lang,
  sectionLabel: (key: string) => string | undefined,
): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    if (page.record.lang !== lang || page.record.frontmatter.pageType === 'home') continue;
    const lvl0 = sectionLabel(page.key.split('/')[0]) ?? page.record.title;
    const path = exportedPath(page.record.routePath);
    for (const section of page.analysis.sections) {
      const isIntro = section.id === undefined;
      if (!isIntro && !section.id) continue;
      documents.push({
        id: documents.length,
        url: isIntro ? path : `${path}#${section.id}`,
        type: isIntro ? 'lvl1' : (`lvl${section.depth}` as SearchDocument['type']),
        hierarchy: [lvl0, page.record.title, ...section.path],
        title: isIntro ? page.record.title : '',
        heading: isIntro ? page.record.title : (section.path.at(-1) ?? ''),
        content: section.text,
      });
    }
  }
  return documents;
}
