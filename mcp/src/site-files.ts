import { LANGS } from '../../lib/i18n/locales';
import { searchIndexPath, partPath } from '../../lib/search/paths';
import type { ShardMeta } from '../../lib/search/split/format';
import type { SearchPage } from '../../lib/search/engine/types';
import type { Lang } from '../../lib/types';
import { localizePath } from '../../lib/urls';
import type { SiteSource } from './site-source';

/** What the server learns from the site's home pages: each language's search file and the public root. */
export interface SiteFiles {
  /** Each language's search file, as its home page names it for the dialog: `/search-index/en.<hash>.json`. */
  searchFile: Record<Lang, string>;
  /** The site's public root (no trailing slash): the page URLs the server answers with start here. */
  root: string;
  /** Roots a page URL may start with: the public one, and the address the server reads from. */
  roots: string[];
}

/** A file the site named (a search file, a part of one) is not there: a deploy may have replaced it. */
export class MissingFileError extends Error {
  name = 'MissingFileError';
}

/** Whether an error, or one it was caused by (the dialog's client wraps its loader's), is a missing file. */
export const isMissingFile = (error: unknown): boolean =>
  error instanceof MissingFileError || (error instanceof Error && error.cause !== undefined && isMissingFile(error.cause));

/** Reads a file the site must have, with a one-line error naming it when it does not. */
export async function required(site: SiteSource, sitePath: string): Promise<string> {
  const text = await site.read(sitePath);
  if (text === undefined) throw new MissingFileError(`${site.label} has no ${sitePath}: is it the built export of this site?`);
  return text;
}

/**
 * The search files come from the page, as the dialog's do: each home page names its language's file
 * (hashed, so a new build names a new one). The canonical link gives the public root.
 */
export async function readSiteFiles(site: SiteSource): Promise<SiteFiles> {
  const homes = await Promise.all(LANGS.map((lang) => required(site, localizePath('/', lang))));
  const searchFile = Object.fromEntries(
    LANGS.map((lang, i) => {
      const name = new RegExp(`/search-index/(${lang}\\.\\w+\\.json)`).exec(homes[i])?.[1];
      if (!name)
        throw new Error(`${site.label}: the ${lang} home page names no local search file (a build with hosted DocSearch has none to read)`);
      return [lang, searchIndexPath(name)];
    }),
  ) as Record<Lang, string>;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(homes[0])?.[1]?.replace(/\/+$/, '');
  const root = site.root ?? canonical;
  if (!root) throw new Error(`${site.label}: the home page has no canonical link to take the site's address from`);
  return { searchFile, root, roots: [...new Set([root, canonical ?? root])] };
}

/** Every page of a language's search file, in reading order: the whole file, or each page file of a split index. */
export async function searchPages(site: SiteSource, metaPath: string): Promise<SearchPage[]> {
  const meta = JSON.parse(await required(site, metaPath)) as SearchPage[] | ShardMeta;
  if (Array.isArray(meta)) return meta;
  return Promise.all(meta.firstRecord.map(async (_, n) => JSON.parse(await required(site, partPath(metaPath, 'pages', n))) as SearchPage));
}
