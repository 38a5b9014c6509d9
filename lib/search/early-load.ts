const early = new Map<string, Promise<Response>>();

/**
 * Starts the download of the search meta file before the dialog's code is in (on Ctrl+K, or as the
 * pointer or focus reaches the search button), so that it arrives alongside that code. Once.
 */
export function loadEarly(url: string): void {
  if (early.has(url)) return;
  const response = fetch(url);
  response.catch(() => {}); // a failure shows on the first query, which takes this response
  early.set(url, response);
}

/** The response `loadEarly` started for `url`, if any, for one reader: a retry fetches anew. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}
