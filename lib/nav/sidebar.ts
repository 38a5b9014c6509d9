import type { Lang, NavItem, SidebarItem } from '../types';
import type { ContentPage } from '../content';
import { pageByKey } from '../content/lookup';
import { sectionOf } from '../urls';
import type { Messages } from '../i18n/messages';
import type { OrderEntry, SectionOrder } from '../content/order';

/** A sidebar entry that could not be resolved, for the content check to report. */
export interface OrderProblem {
  file: string;
  /** Where in the file's JSON: `[0, 'items', 2]` is the third item of the first group. */
  at: (string | number)[];
  problem: string;
  fix: string;
}

export type Sidebars = Record<string, SidebarItem[]>;

/**
 * Builds one language's sidebars from the order files, the pages and the message labels.
 * Unresolvable entries are left out and reported through `problems`.
 */
export function buildSidebars(
  order: SectionOrder[],
  pages: readonly ContentPage[],
  lang: Lang,
  messages: Messages,
  problems: OrderProblem[] = [],
): Sidebars {
  const labels = messages.sidebar as Record<string, string>;

  const label = (key: string, file: string, at: (string | number)[]): string => {
    if (labels[key] === undefined) {
      problems.push({
        file,
        at: [...at, 'label'],
        problem: `label key "${key}" is missing in messages/${lang}.json`,
        fix: `add "sidebar": { "${key}": "…" } to messages/en.json and messages/zh.json`,
      });
      return key;
    }
    return labels[key];
  };

  const resolve = (entries: OrderEntry[], dir: string, file: string, path: (string | number)[]): SidebarItem[] =>
    entries.flatMap((entry, n): SidebarItem[] => {
      const at = [...path, n];
      if (typeof entry === 'string' || 'page' in entry) {
        const name = typeof entry === 'string' ? entry : entry.page;
        const key = `${dir}/${name}`;
        const page = pageByKey(pages, lang, key);
        if (!page) {
          problems.push({
            file,
            at: typeof entry === 'string' ? at : [...at, 'page'],
            problem: `sidebar entry "${name}" names no page: content/${lang}/${key}.mdx does not exist`,
            fix: `create content/${lang}/${key}.mdx or remove "${name}" from ${file}`,
          });
          return [];
        }
        const text = typeof entry === 'string' ? page.record.title : label(entry.label, file, at);
        return [{ text, link: page.record.routePath, key }];
      }
      return [
        {
          text: label(entry.label, file, at),
          key: entry.label,
          collapsible: true,
          collapsed: entry.collapsed ?? false,
          items: resolve(entry.items, `${dir}/${entry.dir}`, file, [...at, 'items']),
        },
      ];
    });

  return Object.fromEntries(order.map(({ section, entries, file }) => [section, resolve(entries, section, file, [])]));
}

/** Pages of a sidebar in reading order. */
export function flattenSidebar(items: SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => (item.items ? flattenSidebar(item.items) : item.link ? [item] : []));
}

/** Top nav: one entry per section, linking to the section's first page (the nav item of a section starts at its first page). */
export function buildNav(order: SectionOrder[], sidebars: Sidebars, messages: Messages): NavItem[] {
  const texts = messages.nav as Record<string, string>;
  return order.map(({ section }) => ({
    text: texts[section] ?? section,
    link: flattenSidebar(sidebars[section] ?? [])[0]?.link ?? '/',
    activeMatch: `/${section}/`,
  }));
}

export function prevNext(sidebars: Sidebars, key: string): { prev?: SidebarItem; next?: SidebarItem } {
  const flat = flattenSidebar(sidebars[sectionOf(key)] ?? []);
  const index = flat.findIndex((item) => item.key === key);
  if (index === -1) return {};
  return { prev: flat[index - 1], next: flat[index + 1] };
}
