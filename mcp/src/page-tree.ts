import type { SearchPage } from '../../lib/search/engine/types';

export interface PageEntry {
  title: string;
  url: string;
  description: string;
}

export interface PageGroup {
  title: string;
  pages: PageEntry[];
}

/** A nav section: its pages outside any sidebar group, then its groups, in reading order. */
export interface PageSection {
  title: string;
  pages: PageEntry[];
  groups: PageGroup[];
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
    if (sections.at(-1)?.title !== sectionTitle) sections.push({ title: sectionTitle, pages: [], groups: [] });
    const section = sections.at(-1)!;
    const entry = { title: page.title, url: `${root}${page.url}`, description: page.description };
    const group = page.place.split(PLACE_SEPARATOR)[0];
    if (group === section.title) {
      section.pages.push(entry);
      continue;
    }
    if (section.groups.at(-1)?.title !== group) section.groups.push({ title: group, pages: [] });
    section.groups.at(-1)!.pages.push(entry);
  }
  return sections;
}

/** The tree as a Markdown outline, one line per page with its description: what an agent reads. */
export function pageOutline(sections: readonly PageSection[]): string {
  const line = (page: PageEntry, indent: string) => `${indent}- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`;
  return sections
    .map((section) =>
      [
        `## ${section.title}`,
        ...section.pages.map((page) => line(page, '')),
        ...section.groups.flatMap((group) => [`- ${group.title}`, ...group.pages.map((page) => line(page, '  '))]),
      ].join('\n'),
    )
    .join('\n\n');
}
