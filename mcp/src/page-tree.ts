import type { SearchPage } from '../../lib/search/engine/types';

export interface PageEntry {
  type: 'page';
  title: string;
  url: string;
  description: string;
}

export interface PageGroup {
  type: 'group';
  title: string;
  pages: PageEntry[];
}

/** A nav section: its pages and sidebar groups, in reading order. */
export interface PageSection {
  title: string;
  items: (PageEntry | PageGroup)[];
}

const PLACE_SEPARATOR = ' › ';

/**
 * The section tree of a language from its search file, which lists every page of the sidebars in
 * reading order: a page that opens a nav section starts it (`opens.section`), and a page's place is
 * its sidebar group, or its section when it has no group, before its title.
 */
export function pageTree(pages: readonly SearchPage[], root: string): PageSection[] {
  const sections: PageSection[] = [];
  for (const page of pages) {
    const sectionTitle = page.opens?.section ?? sections.at(-1)?.title ?? page.labels.at(-1) ?? '';
    if (sections.at(-1)?.title !== sectionTitle) sections.push({ title: sectionTitle, items: [] });
    const { items } = sections.at(-1)!;
    const entry: PageEntry = { type: 'page', title: page.title, url: `${root}${page.url}`, description: page.description };
    const group = page.place.split(PLACE_SEPARATOR)[0];
    if (group === sectionTitle) {
      items.push(entry);
      continue;
    }
    const last = items.at(-1);
    if (last?.type === 'group' && last.title === group) last.pages.push(entry);
    else items.push({ type: 'group', title: group, pages: [entry] });
  }
  return sections;
}

/** The tree as a Markdown outline, one line per page with its description: what an agent reads. */
export function pageOutline(sections: readonly PageSection[]): string {
  const line = (page: PageEntry, indent = '') =>
    `${indent}- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`;
  return sections
    .map((section) =>
      [
        `## ${section.title}`,
        ...section.items.flatMap((item) =>
          item.type === 'page' ? [line(item)] : [`- ${item.title}`, ...item.pages.map((page) => line(page, '  '))],
        ),
      ].join('\n'),
    )
    .join('\n\n');
}
