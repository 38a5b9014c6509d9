import { getTranslations } from 'next-intl/server';
import type { ContentPage } from '@/lib/content';
import { editLinkHref } from '@/lib/site/edit-link';

/** Above a page shown in English while its translation is awaited: says so, and where its source is. */
export async function UntranslatedNotice({ page }: { page: ContentPage }) {
  const t = await getTranslations({ locale: page.record.lang, namespace: 'theme' });
  return (
    <p className="callout callout-info untranslated-notice" role="note">
      {t.rich('untranslated', {
        link: (chunks) => (
          <a href={editLinkHref(page)} target="_blank" rel="noopener noreferrer">
            {chunks}
          </a>
        ),
      })}
    </p>
  );
}
