import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SectionOrder } from './order';
import { DEFAULT_LANG, LANGS } from '../i18n/locales';
import type { ContentError } from './errors';
import type { ContentSource } from './load';
import { buildPage, type ContentPage } from './page';
import { isFragment, routeFromFile } from './paths';

export type { ContentPage };

export interface ContentIndex {
  root: string;
  pages: ContentPage[];
  /** The nav order, or why it could not be read (the content check reports it). */
  order: SectionOrder[] | { error: string };
  errors: ContentError[];
}

/** A page as built from its file, with the problems found in it. */
interface BuiltPage {
  page: ContentPage | undefined;
  errors: ContentError[];
}

/**
 * Pages built by an earlier call, by a hash of file and text: `next dev` and the dev checker keep one across
 * rebuilds, so a saved file is the only one parsed again. Any change to a fragment rebuilds every page.
 */
export type PageCache = Map<string, BuiltPage>;

/** Builds every page of `<root>/<lang>/` (fragments excluded) and collects every problem found. */
export function buildContentIndex(
  { root, files, order }: Pick<ContentSource, 'root' | 'files' | 'order'>,
  cache?: PageCache,
): ContentIndex {
  const where = (rel: string) => path.relative(process.cwd(), path.join(root, rel));
  // Every page's key covers the fragments, which any page may include: by their hash, or each key would
  // carry their whole text, and the cache written for the next build would hold it once per page.
  const fragments = createHash('sha256')
    .update([...files].filter(([rel]) => isFragment(rel)).join('\0'))
    .digest('hex');
  const used = new Set<string>();
  const built = LANGS.flatMap((lang) =>
    [...files.keys()]
      .filter((rel) => rel.startsWith(`${lang}/`) && !isFragment(rel))
      .map((rel): BuiltPage => {
        const key = createHash('sha256')
          .update(`${root}\0${rel}\0${fragments}\0${files.get(rel)}`)
          .digest('hex');
        used.add(key);
        const cached = cache?.get(key);
        if (cached) return cached;
        const errors: ContentError[] = [];
        const page = buildPage({ lang, relativePath: rel.slice(lang.length + 1), files, where }, errors);
        cache?.set(key, { page, errors });
        return { page, errors };
      }),
  );
  if (cache) for (const key of cache.keys()) if (!used.has(key)) cache.delete(key);
  const written = built.flatMap(({ page }) => page ?? []);
  return { root, pages: [...written, ...untranslated(written)], order, errors: built.flatMap(({ errors }) => errors) };
}

/**
 * The stand-ins for translations that are not written yet: an English page marked `awaitingTranslation`
 * is also a page of every other language that lacks it, with its English text (`textLang: 'en'`).
 */
function untranslated(pages: ContentPage[]): ContentPage[] {
  const written = new Set(pages.map((page) => `${page.record.lang}|${page.key}`));
  return pages
    .filter(
      (page) =>
        page.record.lang === DEFAULT_LANG &&
        'awaitingTranslation' in page.record.frontmatter &&
        page.record.frontmatter.awaitingTranslation,
    )
    .flatMap((page) =>
      LANGS.filter((lang) => !written.has(`${lang}|${page.key}`)).map((lang) => ({
        ...page,
        record: { ...page.record, lang, routePath: routeFromFile(page.record.relativePath, lang) },
      })),
    );
}

/** The nav order of a checked index (getContent refuses an index whose order could not be read). */
export function orderOf(index: ContentIndex): SectionOrder[] {
  if ('error' in index.order) throw new Error(`cannot read the nav order: ${index.order.error}`);
  return index.order;
}
