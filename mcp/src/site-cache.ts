import { LANGS } from '../../lib/i18n/locales';
import type { SearchPage } from '../../lib/search/engine/types';
import type { Lang } from '../../lib/types';
import { createSearch, type SearchResult } from './search';
import { isMissingFile, readSiteFiles, searchPages, type SiteFiles } from './site-files';
import type { SiteSource } from './site-source';

type Search = (query: string) => Promise<SearchResult[]>;

/** A promise kept in `map` under `key` until it fails, so that the next call tries again. */
function kept<K, T>(map: Map<K, Promise<T>>, key: K, make: () => Promise<T>): Promise<T> {
  if (!map.has(key))
    map.set(
      key,
      make().catch((error: unknown) => {
        map.delete(key);
        throw error;
      }),
    );
  return map.get(key)!;
}

/** How long the home pages' file names are trusted before they are read again. */
const HOME_PAGES_KEPT_MS = 60_000;

/**
 * What the server reads of the site and keeps: the home pages' file names, each language's search
 * client and page list. The search files are named by a hash of their text, so a deploy (or a rebuild
 * of the folder) names new ones: the home pages are read again once a minute at most, and the clients
 * are dropped when the names changed; a call that meets a file gone in between reads them at once and
 * runs again. A server left running across deploys answers from the site as it is.
 */
export function siteCache(site: SiteSource, keptMs = HOME_PAGES_KEPT_MS) {
  let home: { at: number; files: Promise<SiteFiles> } | undefined;
  const searches = new Map<Lang, Promise<Search>>();
  const pages = new Map<Lang, Promise<SearchPage[]>>();
  const siteFiles = (): Promise<SiteFiles> => {
    if (home && Date.now() - home.at <= keptMs) return home.files;
    const previous = home?.files.catch(() => undefined);
    const files = readSiteFiles(site).then(async (next) => {
      const before = await previous;
      if (before && LANGS.some((lang) => before.searchFile[lang] !== next.searchFile[lang])) {
        searches.clear();
        pages.clear();
      }
      return next;
    });
    const current = { at: Date.now(), files };
    home = current;
    files.catch(() => {
      if (home === current) home = undefined; // read again on the next call
    });
    return files;
  };
  const fresh = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      home = undefined;
      searches.clear();
      pages.clear();
      return run();
    }
  };
  return {
    files: siteFiles,
    search: (lang: Lang, query: string) =>
      fresh(async () => {
        const { searchFile, root } = await siteFiles();
        const search = await kept(searches, lang, async () => createSearch(site, searchFile[lang], root));
        return search(query);
      }),
    pages: (lang: Lang) =>
      fresh(async () => {
        const { searchFile } = await siteFiles();
        return kept(pages, lang, () => searchPages(site, searchFile[lang]));
      }),
  };
}
