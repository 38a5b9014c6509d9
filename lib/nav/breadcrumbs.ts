import type { NavItem, SidebarItem } from '../types';

/** One level of where a page sits; `link` where the level is a page. */
export interface Crumb {
  text: string;
  link?: string;
}

/** The groups of a sidebar that lead to the page with `key`, outermost first, and the page's own item. */
function trail(items: SidebarItem[], key: string): SidebarItem[] | undefined {
  for (const item of items) {
    if (item.key === key && item.link) return [item];
    const inner = item.items && trail(item.items, key);
    if (inner) return [item, ...inner];
  }
  return undefined;
}

/**
 * Section › group › page, from the nav and the sidebar the page is listed in (no list of its own):
 * the section links to its first page, groups are text, the page itself is the last crumb. Empty for
 * a page that is in no sidebar (the home page).
 */
export function breadcrumbs(key: string, nav: NavItem | undefined, sidebar: SidebarItem[]): Crumb[] {
  const found = trail(sidebar, key);
  if (!found || !nav) return [];
  const page = found[found.length - 1];
  const groups = found.slice(0, -1).map((group): Crumb => ({ text: group.text }));
  const section: Crumb[] = nav.text === page.text ? [] : [{ text: nav.text, link: nav.link }];
  return [...section, ...groups, { text: page.text, link: page.link }];
}
