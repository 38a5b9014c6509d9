import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ContentPage } from '@/lib/content';
import { markdownHref } from '@/lib/llm-text/llms';
import { MAIN_ID } from '@/lib/site/constants';
import { Outline } from './outline';
import { DocFooter } from './doc-footer';
import { CopyPage } from './copy-page.client';
import { UntranslatedNotice } from './untranslated-notice';
import { DevProblems } from './dev-problems';
import { describe, isTranslation } from '@/lib/metadata/routes';
import { localeConfig } from '@/lib/nav/locale-nav';
import { sectionOf } from '@/lib/urls';
import { breadcrumbs } from '@/lib/nav/breadcrumbs';
import { lastUpdated } from '@/lib/content/load';
import { breadcrumbList, jsonLd, techArticle } from '@/lib/metadata/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import { AnchorAliases } from './anchor-aliases';
import { HTML_LANG } from '@/lib/i18n/locales';
import { absoluteMarkdownUrl } from '@/lib/hosting/url';

/** A documentation page: title, content, doc footer, and the outline of its headings. */
export async function DocPage({ page, wide = false, children }: { page: ContentPage; wide?: boolean; children: ReactNode }) {
  const { lang, title, routePath } = page.record;
  const t = await getTranslations({ locale: lang, namespace: 'theme' });
  const toc = wide ? [] : page.record.toc;
  const locale = localeConfig(lang);
  const section = sectionOf(page.key);
  const crumbs = breadcrumbs(
    page.key,
    locale.nav.find((item) => item.activeMatch === `/${section}/`),
    locale.sidebar[section] ?? [],
  );
  const article = techArticle({ title, description: describe(page), lang, routePath, dateModified: lastUpdated(page.file) });
  return (
    <div className="doc-layout" data-has-outline={toc.length > 0 || undefined}>
      <main id={MAIN_ID} className="doc-main" tabIndex={-1}>
        <Breadcrumbs crumbs={crumbs} label={t('breadcrumbs')} />
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
                chatGpt: t('openInChatGpt'),
                claude: t('openInClaude'),
                prompt: t('askAboutPage', { url: absoluteMarkdownUrl(routePath) }),
              }}
            />
          </div>
          {children}
        </article>
        {'anchors' in page.record.frontmatter && <AnchorAliases anchors={page.record.frontmatter.anchors} />}
        <DocFooter page={page} />
        {/* Structured data for search engines: where the page sits, and what it is. */}
        {crumbs.length > 1 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(breadcrumbList(crumbs)) }} />}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(article) }} />
      </main>
      {toc.length > 0 && <Outline toc={toc} title={t('onThisPage')} variant="aside" />}
    </div>
  );
}
