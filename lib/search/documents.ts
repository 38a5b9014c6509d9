import type { ContentPage } from '../content';
import { pageByKey } from '../content/lookup';
import type { Lang, SidebarItem } from '../types';
import { exportedPath } from '../site/url';
import type { SearchPage } from './types';

/** Where the site lists a page: its sidebar label, the group it sits in, the nav section. */
export interface PagePlace {
  label: string;
  group?: string;
  section: string;
}

/**
 * Every page of a nav section's sidebar with where it sits, in reading order (the order of `sections`,
 * then of each sidebar).
 */
export function placesFromSidebars(sections: { text: string; items: SidebarItem[] }[]): Map<string, PagePlace> {
  const places = new Map<string, PagePlace>();
  const walk = (items: SidebarItem[], section: string, group?: string) => {
    for (const item of items) {
      if (item.items) walk(item.items, section, item.text);
      else if (item.link) places.set(item.key, { label: item.text, group, section });
    }
  };
  for (const { text, items } of sections) walk(items, text);
  return places;
}

/**
 * The search file of one language from the content index: one entry per page listed in a sidebar, in
 * reading order, with its intro and h2–h4 sections.
 */
export function buildSearchPages(
  pages: readonly ContentPage[],
  lang: Lang,
  places: Map<string, PagePlace>,
  /** Shown after the place of a page whose text is not in `lang` yet (awaiting its translation). */
  untranslated = '',
): SearchPage[] {
  return [...places].flatMap(([key, place]) => {
    const page = pageByKey(pages, lang, key);
    if (!page || page.record.frontmatter.pageType === 'home') return [];
    const { title, frontmatter, routePath } = page.record;
    const labels = [place.label, place.group ?? '', place.section].filter(
      (label, i, all) => label && label !== title && all.indexOf(label) === i,
    );
    return [
      {
        url: exportedPath(routePath),
        title,
        place: `${place.group ?? place.section} › ${title}${page.textLang === lang ? '' : ` · ${untranslated}`}`,
        description: typeof frontmatter.description === 'string' ? frontmatter.description : '',
        labels,
        sections: page.analysis.sections
          .filter((section) => section.id === undefined || section.id)
          .map((section) => ({ id: section.id ?? '', path: section.path, text: section.text })),
      },
    ];
  });
}
