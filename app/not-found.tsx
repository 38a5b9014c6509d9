import { SiteLink } from '@/components/site-link.client';
import { getTranslations } from 'next-intl/server';
import { LANGS, HTML_LANG } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/urls';
import { MAIN_ID, SITE } from '@/lib/site/constants';
import { withBasePath } from '@/lib/hosting/base-path.mjs';
import './not-found.css';

/**
 * The export has one 404.html for every unknown path, so it carries both languages; the blocking
 * theme script sets `<html lang>` from the path and CSS shows the matching one, with no flash.
 */
export default async function NotFound() {
  const texts = await Promise.all(LANGS.map((locale) => getTranslations({ locale, namespace: 'theme' })));
  return (
    <main id={MAIN_ID} className="not-found">
      <img src={withBasePath(SITE.logo)} alt="" width={64} height={64} />
      <p className="not-found-code">404</p>
      {LANGS.map((lang, n) => {
        const t = texts[n];
        return (
          <div key={lang} lang={HTML_LANG[lang]}>
            <h1>{t('notFoundTitle')}</h1>
            <p>{t('notFoundText')}</p>
            <SiteLink className="button button-brand" href={localizePath('/', lang)}>
              {t('notFoundHome')}
            </SiteLink>
          </div>
        );
      })}
    </main>
  );
}
