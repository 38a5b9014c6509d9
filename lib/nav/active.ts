import type { NavItem } from '../types';
import { normalizePath } from '../urls';

/** Spec §2 activeMatch: a nav item is active when the path contains its match. */
export function isNavActive(item: NavItem, pathname: string): boolean {
  return pathname.includes(item.activeMatch);
}

/** A sidebar link is the current page when the paths match, trailing slash aside. */
export function isCurrentLink(link: string, pathname: string): boolean {
  return normalizePath(link) === normalizePath(pathname);
}
