import type { Lang } from '@/lib/types';
import { pagesOf } from '@/lib/content';
import { getContent } from '@/lib/content/store';
import { localeConfig } from '@/lib/site/config';
import { buildOverview } from '@/lib/nav/overview';
import { OverviewFilter } from './overview-filter.client';

/** The overview page's list: the section's pages and their h2 headings, with a keyword filter. */
export function ApiOverview({ lang, section }: { lang: Lang; section: string }) {
  const locale = localeConfig(lang);
  const groups = buildOverview(locale.sidebar[section] ?? [], pagesOf(lang, getContent()), `${section}/index`, locale.overview.othersTitle);
  return <OverviewFilter groups={groups} texts={locale.overview} />;
}
