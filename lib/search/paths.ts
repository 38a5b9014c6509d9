import type { Lang } from '../types';
import { withBasePath } from '../site/base-path.mjs';

/** Where the export writes each language's index (its path inside out/). */
export function searchIndexPath(lang: Lang): string {
  return `/search-index/${lang}.json`;
}

/** The address the dialog fetches the index from: the same path, under the base path if any. */
export function searchIndexUrl(lang: Lang): string {
  return withBasePath(searchIndexPath(lang));
}

/**
 * A hit's address for the browser's own navigation (a new tab or window, where `<Link>` and
 * `router.push` do not add the base path): site paths get it, absolute URLs stay as they are.
 */
export function openableHitUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? withBasePath(url) : url;
}
