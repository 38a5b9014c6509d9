import type { MetadataRoute } from 'next';
import type { ContentIndex } from '../content';
import { counterpart } from '../content/lookup';
import { HTML_LANG, LANGS } from '../i18n/locales';
import { isTranslation } from './routes';
import { absoluteUrl } from '../hosting/url';

/** Every page of both languages, each with its alternates; a page awaiting translation is its English page. */
export function buildSitemap(index: ContentIndex, lastModified: (file: string) => string | undefined): MetadataRoute.Sitemap {
  return index.pages.filter(isTranslation).map((page) => {
    const languages: Record<string, string> = {};
    for (const lang of LANGS) {
      const twin = lang === page.record.lang ? page : counterpart(page, lang, index);
      if (twin && isTranslation(twin)) languages[HTML_LANG[lang]] = absoluteUrl(twin.record.routePath);
    }
    return {
      url: absoluteUrl(page.record.routePath),
      lastModified: lastModified(page.file),
      alternates: { languages },
    };
  });
}
