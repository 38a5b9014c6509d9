import type { ReactNode } from 'react';
import type { Lang } from '@/lib/types';
import { getLocale } from '@/lib/site/config';
import { getMessages } from '@/lib/i18n/messages';
import { SiteHeader } from './site-header';
import { Sidebar } from './sidebar.client';
import { SiteFooter } from './site-footer';
import { PreviewBadge } from './preview-badge.client';
import { previewInfo } from '@/lib/site/preview';

/** The chrome around every page of one language: skip link, navbar, sidebar, footer. */
export function LocaleLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const locale = getLocale(lang);
  const t = getMessages(lang).theme;
  const preview = previewInfo();
  return (
    <>
      <a className="skip-link" href="#content">
        {t.skipToContent}
      </a>
      <SiteHeader lang={lang} nav={locale.nav} />
      <div className="page-shell">
        <Sidebar
          sidebars={locale.sidebar}
          labels={{ sidebar: t.sidebar, open: t.openSidebar, close: t.closeSidebar, toggleGroup: t.toggleGroup }}
        />
        {children}
      </div>
      <SiteFooter />
      {preview && <PreviewBadge label={t.preview} branch={preview.branch} commit={preview.commit} dismiss={t.previewDismiss} />}
    </>
  );
}
