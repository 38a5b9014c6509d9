import type { Lang } from '@/lib/types';
import { pagesOf } from '@/lib/content';
import { getContent } from '@/lib/content/store';
import { getLocale } from '@/lib/site/config';
import { getMessages } from '@/lib/i18n/messages';
import { buildOverview } from '@/lib/nav/overview';
import { OverviewFilter } from './overview-filter.client';

/** The overview page's list: the section's pages and their h2 headings, with a keyword filter. */
export function ApiOverview({ lang, section }: { lang: Lang; section: string }) {
  const locale = getLocale(lang);
  const messages = getMessages(lang);
  const groups = buildOverview(
    locale.sidebar[section] ?? [],
    pagesOf(lang, getContent()),
    `${section}/index`,
    messages.overview.othersTitle,
  );
  return <OverviewFilter groups={groups} texts={locale.overview} />;
}
