import { isStaleBuildError, planReload } from '@/lib/browser/stale-build';

/**
 * Loads this URL again, from the build the host serves now, remembering the scroll position and the
 * search query. False when it would loop (this URL was reloaded for the same reason a moment ago).
 */
export function reloadIntoNewBuild(query?: string): boolean {
  if (!planReload(sessionStorage, { url: location.href, scrollY: window.scrollY, query }, Date.now())) return false;
  location.reload();
  return true;
}

/**
 * A loader for a part that loads on demand: when its chunk of the old build is gone, the page reloads
 * into the new build instead of failing (the promise never settles meanwhile); other errors go on.
 * `query`: the search dialog reopens after the reload, with this query.
 */
export function recovering<T>(load: () => Promise<T>, query?: string): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isStaleBuildError(error) && reloadIntoNewBuild(query)) return new Promise<T>(() => {});
      throw error;
    });
}
