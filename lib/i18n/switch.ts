import type { Lang } from '../types';
import { delocalizePath, localizePath } from './locales';

/** `/guide/x/` → `/guide/x`, `/` stays `/`, `/api/` stays `/api/` only when asked to keep it. */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
}

/**
 * The address of the current page in another language; that language's home when the page does
 * not exist there. `routes` are the target language's route paths.
 */
export function switchLanguagePath(pathname: string, target: Lang, routes: readonly string[]): string {
  const wanted = localizePath(normalizePath(delocalizePath(normalizePath(pathname))), target);
  const known = new Map(routes.map((route) => [normalizePath(route), route]));
  return known.get(normalizePath(wanted)) ?? localizePath('/', target);
}
