import type { Lang, SidebarItem, TocItem } from '../types';
import type { ContentPage } from '../content';
import { pageByKey } from '../content/lookup';

export interface OverviewEntry {
  title: string;
  link: string;
  headings: { text: string; link: string }[];
}

export interface OverviewGroup {
  title: string;
  entries: OverviewEntry[];
}

/**
 * The API overview (`overview: true`): every page of the section grouped as in the sidebar, each with
 * its h2 headings. Top-level pages other than the overview itself form a group of their own.
 */
export function buildOverview(
  sidebar: SidebarItem[],
  pages: readonly ContentPage[],
  lang: Lang,
  selfKey: string,
  othersTitle: string,
): OverviewGroup[] {
  const entry = (item: SidebarItem): OverviewEntry | undefined => {
    const page = pageByKey(pages, lang, item.key);
    if (!page || !item.link || item.key === selfKey) return undefined;
    const h2 = page.record.toc.filter((heading: TocItem) => heading.depth === 2);
    return { title: item.text, link: item.link, headings: h2.map((h) => ({ text: h.text, link: `${item.link}#${h.id}` })) };
  };
  const groups: OverviewGroup[] = [];
  const loose: OverviewEntry[] = [];
  for (const item of sidebar) {
    if (item.items) {
      const entries = item.items.map(entry).filter((e): e is OverviewEntry => e !== undefined);
      if (entries.length) groups.push({ title: item.text, entries });
    } else {
      const e = entry(item);
      if (e) loose.push(e);
    }
  }
  if (loose.length) groups.push({ title: othersTitle, entries: loose });
  return groups;
}

/** Keeps the entries whose title or a heading contains the keyword (case-insensitive). */
export function filterOverview(groups: OverviewGroup[], keyword: string): OverviewGroup[] {
  const q = keyword.trim().toLowerCase();
  if (!q) return groups;
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries
        .map((e) => {
          if (e.title.toLowerCase().includes(q)) return e;
          const headings = e.headings.filter((h) => h.text.toLowerCase().includes(q));
          return headings.length ? { ...e, headings } : undefined;
        })
        .filter((e): e is OverviewEntry => e !== undefined),
    }))
    .filter((group) => group.entries.length > 0);
}
