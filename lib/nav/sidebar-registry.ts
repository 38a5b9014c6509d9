import type { SidebarItem } from '../types';

/**
 * A section's sidebar reaches the browser once, as a file of its own (`/sidebar/<lang>.<section>.<hash>.json`),
 * not inside every page's payload. While a page is rendered to HTML, the server puts each file's items
 * here, so the sidebar is in the HTML (for readers without JavaScript, and for the first paint)
 * without being serialised into the page; the browser fetches the file to hydrate it.
 */
const REGISTRY = Symbol.for('rspress.sidebar-files');

type Registry = Map<string, SidebarItem[]>;

function registry(): Registry {
  const global = globalThis as { [REGISTRY]?: Registry };
  return (global[REGISTRY] ??= new Map());
}

/** Server: the items of a sidebar file, for the HTML render of the pages that show it. */
export function registerSidebarFile(url: string, items: SidebarItem[]): void {
  registry().set(url, items);
}

/** The HTML render: the items of a sidebar file the server registered (undefined in the browser). */
export function registeredSidebarFile(url: string): SidebarItem[] | undefined {
  return registry().get(url);
}
