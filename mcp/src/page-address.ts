import { markdownPath, normalizePath } from '../../lib/urls';

/** A page asked for: the site paths its Markdown twin may have (an index page or not), and the section's id. */
export interface PageAddress {
  route: string;
  twins: string[];
  section?: string;
}

const HINT = 'give a page path such as /guide/start/introduction, or its URL (list_pages lists them)';
/** What a page's path is made of: the content files' names, a language prefix, slashes. */
const ROUTE = /^(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/;

/**
 * A URL or path of the site's → where its Markdown twin is. Only the site's own pages: another host, a
 * scheme other than http(s), a `.`/`..` segment (typed or percent-encoded), a backslash or any other
 * character no page path has is refused with a one-line reason, before anything is read.
 */
export function pageAddress(input: string, roots: readonly string[]): PageAddress {
  const asked = input.trim();
  if (!asked) throw new Error(`page is empty: ${HINT}`);
  let pathPart = asked;
  if (/^[a-z][a-z0-9+.-]*:/i.test(asked) || asked.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(asked.startsWith('//') ? `https:${asked}` : asked);
    } catch {
      throw new Error(`${JSON.stringify(asked)} is not a URL: ${HINT}`);
    }
    const at = `${url.origin}${url.pathname}`;
    const root = roots.find((r) => at === r || at.startsWith(`${r}/`));
    if (!root || !/^https?:$/.test(url.protocol)) throw new Error(`${JSON.stringify(asked)} is not on this site (${roots[0]}): ${HINT}`);
    pathPart = `${url.pathname.slice(new URL(root).pathname.replace(/\/$/, '').length) || '/'}${url.hash}`;
  }
  const [beforeHash, ...hash] = pathPart.split('#');
  let decoded: string;
  try {
    decoded = decodeURIComponent(beforeHash.split('?')[0]);
  } catch {
    throw new Error(`${JSON.stringify(asked)} has a broken %-escape: ${HINT}`);
  }
  const sitePath = decoded.startsWith('/') ? decoded : `/${decoded}`;
  if (sitePath.split(/[/\\]/).some((part) => part === '.' || part === '..'))
    throw new Error(`${JSON.stringify(asked)} leads out of the site: ${HINT}`);
  // The page's own address, its twin or its HTML file all name the page.
  const bare = sitePath.replace(/(\/index)?\.(md|html)$/, (_, index: string | undefined) => (index ? '/' : ''));
  if (!ROUTE.test(bare)) throw new Error(`${JSON.stringify(asked)} is not a page path: ${HINT}`);
  const route = normalizePath(bare);
  const twins = route === '/' ? [markdownPath('/')] : [markdownPath(route), markdownPath(`${route}/`)];
  const section = hash.join('#') || undefined;
  return { route, twins, ...(section ? { section } : {}) };
}
