import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/types';
import { localeConfig } from '@/lib/nav/locale-nav';
import { sidebarUrls } from '@/lib/nav/sidebar-file';
import { previewInfo } from '@/lib/hosting/preview';
import { MAIN_ID } from '@/lib/site/constants';
import { SiteHeader } from './site-header';
import { Sidebar } from './sidebar.client';
import { SiteFooter } from './site-footer';
import { PreviewBadge } from './preview-badge.client';

/** The chrome around every page of one language: skip link, navbar, sidebar, footer. */
export async function LocaleLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = await getTranslations({ locale: lang, namespace: 'theme' });
  const locale = localeConfig(lang);
  const preview = previewInfo();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('skipToContent')}
      </a>
      <SiteHeader lang={lang} nav={locale.nav} />
      <div className="page-shell">
        <Sidebar files={sidebarUrls(lang)} labels={{ sidebar: t('sidebar'), open: t('openSidebar'), close: t('closeSidebar') }} />
        {children}
      </div>
      <SiteFooter />
      {preview && <PreviewBadge label={t('preview')} branch={preview.branch} commit={preview.commit} dismiss={t('previewDismiss')} />}
    </>
  );
}
