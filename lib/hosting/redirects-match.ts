import { normalizePath } from '../urls';

/** One moved page: requests for `from` go to `to` (both site paths). */
export interface Redirect {
  from: string;
  to: string;
}

/** The redirect for a request path (server mode), trailing slash aside. No Node APIs: runs in middleware. */
export function findRedirect(pathname: string, redirects: Redirect[]): Redirect | undefined {
  return redirects.find((r) => normalizePath(r.from) === normalizePath(pathname));
}
