/** The public origin: NEXT_PUBLIC_SITE_URL, else a Vercel preview's own address, else rspress.dev. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const preview = env.VERCEL_ENV === 'preview' && env.VERCEL_URL ? `https://${env.VERCEL_URL}` : undefined;
  return (env.NEXT_PUBLIC_SITE_URL || preview || 'https://rspress.dev').replace(/\/+$/, '');
}

export const SITE_URL = siteUrl();

/** The exported URL of a route: every page is `…/index.html`, so its address ends with `/`. */
export function exportedPath(routePath: string): string {
  return routePath.endsWith('/') ? routePath : `${routePath}/`;
}

export function absoluteUrl(routePath: string): string {
  return `${SITE_URL}${exportedPath(routePath)}`;
}
