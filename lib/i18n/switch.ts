import type { Lang } from '../types';
import { delocalizePath, localizePath } from './locales';

/** `/guide/x/` → `/guide/x`, `/` stays `/`, `/api/` stays `/api/` only when asked to keep it. */
export function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] || '/';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : '/';
}

/**
 * The address of the current page in another language, as the export serves it (with its trailing
 * slash). Every page exists in every language: the content check refuses a missing translation unless
 * the English page awaits it, and then the other language shows the English page at that address.
 */
export function switchLanguagePath(pathname: string, target: Lang): string {
  const path = localizePath(normalizePath(delocalizePath(normalizePath(pathname))), target);
  return path.endsWith('/') ? path : `${path}/`;
}
