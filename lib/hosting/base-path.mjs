/**
 * The path prefix the site is served under: '' by default, `/<repo>` on a GitHub project page.
 * Set at build time with NEXT_PUBLIC_BASE_PATH. Plain JS because next.config.mjs reads it too (Next's
 * `basePath`); Next prefixes what it renders itself (`<Link>`, `router.push`, scripts, styles), and
 * everything this site builds by hand (fetches, Markdown twin links, absolute URLs, redirect pages)
 * goes through `withBasePath`.
 */

/**
 * `docs`, `/docs`, `/docs/` → `/docs`; '' or `/` → ''. Throws on a value Next would refuse or that
 * could not be a path prefix, so a typo fails the build instead of shipping broken links.
 * @param {string | undefined} value
 * @returns {string}
 */
export function normalizeBasePath(value) {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  const prefixed = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(prefixed)) {
    throw new Error(`NEXT_PUBLIC_BASE_PATH "${value}" is not a path prefix like /docs or /my-repo`);
  }
  return prefixed;
}

/** Read by its full name, so that Next inlines it into client code too. */
export const BASE_PATH = normalizeBasePath(process.env.NEXT_PUBLIC_BASE_PATH);

/**
 * A site path as the browser must request it: `/search-index/en.json` → `/docs/search-index/en.json`.
 * @param {string} sitePath a path starting with `/`
 * @param {string} [base]
 * @returns {string}
 */
export function withBasePath(sitePath, base = BASE_PATH) {
  return `${base}${sitePath}`;
}
