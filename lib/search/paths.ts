import type { Lang } from '../types';

/** Where the export serves each language's index; the dialog fetches the same path. */
export function searchIndexPath(lang: Lang): string {
  return `/search-index/${lang}.json`;
}
