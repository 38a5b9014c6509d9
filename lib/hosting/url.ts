import { BASE_PATH } from './base-path.mjs';
import { exportedPath, markdownPath } from '../urls';

/** The public origin: NEXT_PUBLIC_SITE_URL, else a Vercel preview's own address, else rspress.dev. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const preview = env.VERCEL_ENV === 'preview' && env.VERCEL_URL ? `https://${env.VERCEL_URL}` : undefined;
  return (env.NEXT_PUBLIC_SITE_URL || preview || 'https://rspress.dev').replace(/\/+$/, '');
}

const SITE_URL = siteUrl();

/**
 * The address of the site's root without the trailing slash: the origin, then the base path when the
 * site lives under one (`https://user.github.io/repo`). Every absolute URL the site writes starts here.
 */
export const SITE_ROOT = `${SITE_URL}${BASE_PATH}`;

export function absoluteUrl(routePath: string, root: string = SITE_ROOT): string {
  return `${root}${exportedPath(routePath)}`;
}

/** The absolute URL of a page's Markdown twin: `https://rspress.dev/guide/start/introduction.md`. */
export function absoluteMarkdownUrl(routePath: string, root: string = SITE_ROOT): string {
  return `${root}${markdownPath(routePath)}`;
}
