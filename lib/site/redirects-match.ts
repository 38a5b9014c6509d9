/** One moved page: requests for `from` go to `to` (both site paths). */
export interface Redirect {
  from: string;
  to: string;
}

/** The redirect for a request path (server mode), trailing slash aside. No Node APIs: runs in middleware. */
export function findRedirect(pathname: string, redirects: Redirect[]): Redirect | undefined {
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return redirects.find((r) => clean(r.from) === clean(pathname));
}
