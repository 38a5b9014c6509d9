import type { ContentPage } from '../../content';
import { pageByKey } from '../../content/lookup';
import type { Lang, SidebarItem } from '../../types';
import { exportedPath } from '../../urls';
import { pageSynonyms, type SynonymRow } from '../engine/synonyms';
import type { SearchPage } from '../engine/types';

/** Where the site lists a page: its sidebar label, the group it sits in, the nav section. */
export interface PagePlace {
  label: string;
  group?: string;
  section: string;
  /**
   * The nav section and the sidebar groups the page opens: it is their first page, where the nav link
   * and a reader who names them land (`Official Plugins` → its Overview, `Plugin System` → its Introduction).
   */
  opens?: PageOpens;
}

export interface PageOpens {
  section?: string;
  groups: string[];
}

/**
 * Every page of a nav section's sidebar with where it sits, in reading order (the order of `sections`,
 * then of each sidebar).
 */
export function placesFromSidebars(sections: { text: string; items: SidebarItem[] }[]): Map<string, PagePlace> {
  const places = new Map<string, PagePlace>();
  /** What the next page opens: the section, when it is the section's first, and the groups just entered. */
  let opening: PageOpens = { groups: [] };
  const walk = (items: SidebarItem[], section: string, group?: string) => {
    for (const item of items) {
      if (item.items) {
        opening.groups.push(item.text);
        walk(item.items, section, item.text);
      } else if (item.link) {
        const opens = opening.section || opening.groups.length ? { opens: opening } : {};
        places.set(item.key, { label: item.text, group, section, ...opens });
        opening = { groups: [] };
      }
    }
  };
  for (const { text, items } of sections) {
    opening = { section: text, groups: [] };
    walk(items, text);
  }
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
  /**
   * Readers' words for the docs' terms (content/glossary.md): the first page that uses a term carries
   * its row, so that the file has each row once, and no row of a term no page uses.
   */
  synonyms: readonly SynonymRow[] = [],
): SearchPage[] {
  let rows = synonyms;
  return [...places].flatMap(([key, place]) => {
    const page = pageByKey(pages, lang, key);
    if (!page || page.record.frontmatter.pageType === 'home') return [];
    const { title, frontmatter, routePath } = page.record;
    const labels = [place.label, place.group ?? '', place.section].filter(
      (label, i, all) => label && label !== title && all.indexOf(label) === i,
    );
    const searchPage: SearchPage = {
      url: exportedPath(routePath),
      title,
      place: `${place.group ?? place.section} › ${title}${page.textLang === lang ? '' : ` · ${untranslated}`}`,
      description: typeof frontmatter.description === 'string' ? frontmatter.description : '',
      labels,
      sections: page.analysis.sections
        .filter((section) => section.id === undefined || section.id)
        .map((section) => ({ id: section.id ?? '', path: section.path, text: section.text })),
    };
    if (place.opens) searchPage.opens = place.opens;
    const used = pageSynonyms(searchPage, rows);
    if (used) {
      searchPage.synonyms = used;
      rows = rows.filter((row) => !(row.term in used));
    }
    return [searchPage];
  });
}
