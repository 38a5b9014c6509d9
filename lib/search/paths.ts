import { withBasePath } from '../hosting/base-path.mjs';

/** Where the export writes a search file (its path inside out/): `/search-index/en.3f9a2c1b0d.json`. */
export function searchIndexPath(fileName: string): string {
  return `/search-index/${fileName}`;
}

/** The address the dialog fetches a search file from: the same path, under the base path if any. */
export function searchIndexUrl(fileName: string): string {
  return withBasePath(searchIndexPath(fileName));
}

/**
 * A hit's address for the browser's own navigation (a new tab or window, where `<Link>` and
 * `router.push` do not add the base path): site paths get it, absolute URLs stay as they are.
 */
export function openableHitUrl(url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? withBasePath(url) : url;
}

/** The parts of a split index, by kind: term shards, word shards, squashed-field shards, and each page. */
export const PART_KINDS = { shards: 'terms', words: 'words', same: 'same', pages: 'page' } as const;
export type PartKind = keyof typeof PART_KINDS;

/**
 * Where a part is, from where its meta file is (a path or a URL): `…/en.<hash>.json` →
 * `…/en/<hash>/page-12.json`. The hash covers the meta and every part, so a page reads its own build's.
 */
export const partPath = (metaPath: string, kind: PartKind, n: number) =>
  metaPath.replace(/\.(\w+)\.json$/, `/$1/${PART_KINDS[kind]}-${n}.json`);
