/** The public origin of the site; previews override it with NEXT_PUBLIC_SITE_URL. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL || 'https://rspress.dev').replace(/\/+$/, '');

/** The exported URL of a route: every page is `…/index.html`, so its address ends with `/`. */
export function exportedPath(routePath: string): string {
  return routePath.endsWith('/') ? routePath : `${routePath}/`;
}

export function absoluteUrl(routePath: string): string {
  return `${SITE_URL}${exportedPath(routePath)}`;
}
