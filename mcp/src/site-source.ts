import fs from 'node:fs/promises';
import path from 'node:path';

/** Where the server reads the published site from: an export folder, or the site over HTTP(S). */
export interface SiteSource {
  /** What the source is, for messages: the folder or the address. */
  label: string;
  /** The site's public root as the source gives it (an address without the trailing slash), if it has one. */
  root?: string;
  /**
   * The text of one published file by its site path (`/search-index/en.<hash>.json`; a path ending
   * with `/` is that folder's `index.html`), or undefined when the site has no such file.
   */
  read(sitePath: string): Promise<string | undefined>;
}

/** A site path the server may ask for: from the root down, no `.` or `..` segment, no backslash. */
function checkSitePath(sitePath: string): void {
  if (!sitePath.startsWith('/') || sitePath.includes('\\') || sitePath.split('/').some((part) => part === '.' || part === '..'))
    throw new Error(`${JSON.stringify(sitePath)} is not a path inside the site`);
}

const indexed = (sitePath: string) => (sitePath.endsWith('/') ? `${sitePath}index.html` : sitePath);

/** The export folder (`out/`): a file answers only when it is inside the folder, links followed. */
export async function folderSource(dir: string): Promise<SiteSource> {
  const root = await fs.realpath(dir).catch(() => {
    throw new Error(`--dir ${dir}: no such folder (build the export first: npm run build)`);
  });
  if (!(await fs.stat(root)).isDirectory()) throw new Error(`--dir ${dir} is a file: give the export folder (out/)`);
  return {
    label: root,
    async read(sitePath) {
      checkSitePath(sitePath);
      const file = path.join(root, indexed(sitePath));
      const real = await fs.realpath(file).catch(() => undefined);
      if (!real || !real.startsWith(`${root}${path.sep}`)) return undefined;
      const stat = await fs.stat(real);
      return stat.isFile() ? fs.readFile(real, 'utf8') : undefined;
    },
  };
}

/** How long one file of the site may take to arrive. */
const FETCH_TIMEOUT_MS = 15_000;

/**
 * The published site over HTTP(S), under the address given (`https://rspress.dev`, or
 * `https://user.github.io/repo` under a base path). A redirect is followed only within that address.
 */
export function httpSource(site: string): SiteSource {
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new Error(`--site ${site} is not an address: give one such as https://rspress.dev`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`--site ${site}: give an http(s) address`);
  const root = `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  return {
    label: root,
    root,
    async read(sitePath) {
      checkSitePath(sitePath);
      const address = `${root}${sitePath}`;
      const response = await fetch(address, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).catch((error: Error) => {
        // undici says only "fetch failed"; why (refused, no such host, timed out) is its cause.
        throw new Error(`${address} did not answer: ${(error.cause as Error | undefined)?.message ?? error.message}`);
      });
      if (response.url && response.url !== address && !response.url.startsWith(`${root}/`)) return undefined;
      if (response.status === 404 || response.status === 410) return undefined;
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${address}`);
      // A host that answers every address with a page (a single-page fallback) has no such file.
      if (!sitePath.endsWith('/') && response.headers.get('content-type')?.startsWith('text/html')) return undefined;
      return response.text();
    },
  };
}
