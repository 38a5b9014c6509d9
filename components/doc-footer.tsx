import { SiteLink } from './site-link.client';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ContentPage } from '@/lib/content';
import { localeConfig } from '@/lib/nav/locale-nav';
import { editLinkHref } from '@/lib/site/edit-link';
import { prevNext } from '@/lib/nav/sidebar';
import { lastUpdated } from '@/lib/content/load';

/** Edit link, last-updated date, and previous / next page in sidebar order. */
export async function DocFooter({ page }: { page: ContentPage }) {
  const { lang } = page.record;
  const t = await getTranslations({ locale: lang, namespace: 'theme' });
  const editLink = (await getTranslations({ locale: lang, namespace: 'locale' }))('editLink');
  const format = await getFormatter({ locale: lang });
  const { prev, next } = prevNext(localeConfig(lang).sidebar, page.key);
  const updated = lastUpdated(page.file);
  return (
    <footer className="doc-footer">
      <div className="doc-footer-meta">
        <a className="edit-link" href={editLinkHref(page)} target="_blank" rel="noopener noreferrer">
          {editLink}
        </a>
        <p className="last-updated">
          {t.rich('lastUpdated', {
            date: format.dateTime(new Date(updated), { dateStyle: 'long' }),
            time: (chunks) => <time dateTime={updated}>{chunks}</time>,
          })}
        </p>
      </div>
      {(prev || next) && (
        <nav className="prev-next" aria-label={t('prevNext')}>
          {prev?.link ? (
            <SiteLink href={prev.link} className="prev-next-link" rel="prev">
              <span className="prev-next-label">{t('prev')}</span>
              <span className="prev-next-title">{prev.text}</span>
            </SiteLink>
          ) : (
            <span />
          )}
          {next?.link && (
            <SiteLink href={next.link} className="prev-next-link prev-next-next" rel="next">
              <span className="prev-next-label">{t('next')}</span>
              <span className="prev-next-title">{next.text}</span>
            </SiteLink>
          )}
        </nav>
      )}
    </footer>
  );
}
