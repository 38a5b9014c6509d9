/**
 * DocSearch's autocomplete resets its status to idle after every request, so a failed search shows
 * the error screen for an instant and then "No results", while the error escapes as an unhandled
 * rejection. This wrapper catches the failure, answers with empty results and reports it, so the
 * dialog can keep its own error screen up until the next query.
 */
export interface SearchLike {
  search: (input: never) => Promise<{ results: unknown[] }>;
}

export function withReportedFailures<T extends SearchLike>(client: T, report: (failed: boolean) => void): T {
  return {
    ...client,
    search: async (input: Parameters<T['search']>[0]) => {
      report(false);
      try {
        return await client.search(input as never);
      } catch {
        report(true);
        const requests = (Array.isArray(input) ? input : (input as { requests?: unknown[] }).requests) ?? [{}];
        return {
          results: requests.map(() => ({
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: 20,
            processingTimeMS: 0,
            exhaustiveNbHits: true,
            query: '',
            params: '',
          })),
        };
      }
    },
  } as T;
}
