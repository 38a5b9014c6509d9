import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ContentPage } from '@/lib/content';
import { markdownHref } from '@/lib/site/llms';
import { MAIN_ID } from '@/lib/site/constants';
import { Outline } from './outline';
import { DocFooter } from './doc-footer';
import { CopyPage } from './copy-page.client';
import { UntranslatedNotice } from './untranslated-notice';
import { DevProblems } from './dev-problems';
import { isTranslation } from '@/lib/site/routes';
import { HTML_LANG } from '@/lib/i18n/locales';

/** A documentation page: title, content, doc footer, and the outline of its headings. */
export async function DocPage({ page, wide = false, children }: { page: ContentPage; wide?: boolean; children: ReactNode }) {
  const t = await getTranslations({ locale: page.record.lang, namespace: 'theme' });
  const toc = wide ? [] : page.record.toc;
  return (
    <div className="doc-layout" data-has-outline={toc.length > 0 || undefined}>
      <main id={MAIN_ID} className="doc-main" tabIndex={-1}>
        {toc.length > 0 && <Outline toc={toc} title={t('onThisPage')} variant="inline" />}
        {process.env.NODE_ENV === 'development' && <DevProblems page={page} />}
        {!isTranslation(page) && <UntranslatedNotice page={page} />}
        <article className="prose" lang={isTranslation(page) ? undefined : HTML_LANG[page.textLang]}>
          <div className="doc-title">
            <h1>{page.record.title}</h1>
            <CopyPage
              markdownUrl={markdownHref(page.record.routePath)}
              labels={{
                menu: t('copyPage'),
                copy: t('copyMarkdown'),
                copied: t('copiedMarkdown'),
                view: t('viewMarkdown'),
                failed: t('copyFailed'),
              }}
            />
          </div>
          {children}
        </article>
        <DocFooter page={page} />
      </main>
      {toc.length > 0 && <Outline toc={toc} title={t('onThisPage')} variant="aside" />}
    </div>
  );
}
