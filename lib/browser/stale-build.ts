/**
 * After a deploy, a page opened before it asks for chunks (scripts, stylesheets) and a search file of
 * the build it came from, and the host no longer has them. The page then loads its own URL again,
 * from the new build, keeping what the reader was doing: the scroll position, and the search query.
 */

/** What browsers and the bundler say when a chunk of the build the page came from is gone. */
export function isStaleBuildError(error: unknown): boolean {
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      message,
    )
  );
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const RELOADED = 'rp-reloaded';
const SCROLL = 'rp-scroll';
const QUERY = 'rp-query';

/** What to restore on the page loaded again: where it was scrolled to, and the open search's query. */
export interface Resume {
  url: string;
  scrollY: number;
  query?: string;
}

/**
 * Records a reload into the new build, or refuses it when this URL was already reloaded for that a
 * moment ago: then the chunk is missing for another reason, and reloading again would loop.
 */
export function planReload(store: Store, { url, scrollY, query }: Resume, now: number, windowMs = 30_000): boolean {
  const last = JSON.parse(store.getItem(RELOADED) ?? 'null') as { url: string; at: number } | null;
  if (last && last.url === url && now - last.at < windowMs) return false;
  store.setItem(RELOADED, JSON.stringify({ url, at: now }));
  store.setItem(SCROLL, JSON.stringify({ url, value: scrollY }));
  if (query !== undefined) store.setItem(QUERY, JSON.stringify({ url, value: query }));
  return true;
}

function take<T>(store: Store, key: string, url: string): T | undefined {
  const saved = JSON.parse(store.getItem(key) ?? 'null') as { url: string; value: T } | null;
  store.removeItem(key);
  return saved?.url === url ? saved.value : undefined;
}

/** The scroll position to restore on `url` after such a reload (taken once). */
export const takeScroll = (store: Store, url: string) => take<number>(store, SCROLL, url);

/** The search query to reopen the dialog with on `url` after such a reload (taken once). */
export const takeQuery = (store: Store, url: string) => take<string>(store, QUERY, url);
