import Link from 'next/link';
import type { ContentPage } from '@/lib/content';
import { getMessages } from '@/lib/i18n/messages';
import { editLinkHref, getLocale } from '@/lib/site/config';
import { prevNext } from '@/lib/nav/sidebar';
import { lastUpdated } from '@/lib/content/load';
import { HTML_LANG } from '@/lib/i18n/locales';
import { LastUpdated } from './last-updated.client';

/** Edit link and previous / next page in sidebar order. */
export function DocFooter({ page }: { page: ContentPage }) {
  const { lang, relativePath } = page.record;
  const locale = getLocale(lang);
  const t = getMessages(lang).theme;
  const { prev, next } = prevNext(locale.sidebar, page.key);
  return (
    <footer className="doc-footer">
      <div className="doc-footer-meta">
        <a className="edit-link" href={editLinkHref(lang, relativePath)} target="_blank" rel="noopener noreferrer">
          {locale.editLink.text}
        </a>
        <LastUpdated iso={lastUpdated(page.file)} locale={HTML_LANG[lang]} label={t.lastUpdated} />
      </div>
      {(prev || next) && (
        <nav className="prev-next" aria-label={`${t.prev} / ${t.next}`}>
          {prev?.link ? (
            <Link href={prev.link} className="prev-next-link" rel="prev">
              <span className="prev-next-label">{t.prev}</span>
              <span className="prev-next-title">{prev.text}</span>
            </Link>
          ) : (
            <span />
          )}
          {next?.link && (
            <Link href={next.link} className="prev-next-link prev-next-next" rel="next">
              <span className="prev-next-label">{t.next}</span>
              <span className="prev-next-title">{next.text}</span>
            </Link>
          )}
        </nav>
      )}
    </footer>
  );
}
