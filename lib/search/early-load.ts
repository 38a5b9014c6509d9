/** The search file the page was built with is not on the host any more (a deploy replaced it). */
export class IndexGoneError extends Error {
  name = 'IndexGoneError';
}

/** A search file's text; a 404 means a deploy replaced the build (`IndexGoneError`). */
export async function fetchSearchFile(url: string): Promise<string> {
  const response = await fetch(url);
  if (response.status === 404) throw new IndexGoneError(`${url} is gone`);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
}

const early = new Map<string, Promise<string>>();

/**
 * Starts the download of the search meta file before the dialog's code is in (on Ctrl+K, or as the
 * pointer or focus reaches the search button), so that it arrives alongside that code. Once.
 */
export function loadEarly(url: string): void {
  if (early.has(url)) return;
  const text = fetchSearchFile(url);
  // A failure shows on the first query, which asks again (`takeEarly` finds nothing then).
  text.catch(() => early.delete(url));
  early.set(url, text);
}

/** The download `loadEarly` started for `url`, if any. */
export const takeEarly = (url: string): Promise<string> | undefined => early.get(url);
