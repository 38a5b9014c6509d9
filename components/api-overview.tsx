import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/types';
import { getContent } from '@/lib/content/store';
import { localeConfig } from '@/lib/nav/locale-nav';
import { buildOverview } from '@/lib/nav/overview';
import { OverviewFilter } from './overview-filter.client';

/** The overview page's list: the section's pages and their h2 headings, with a keyword filter. */
export async function ApiOverview({ lang, section }: { lang: Lang; section: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'overview' });
  const sidebar = localeConfig(lang).sidebar[section] ?? [];
  const groups = buildOverview(sidebar, getContent().pages, lang, `${section}/index`, t('othersTitle'));
  const texts = {
    filterNameText: t('filterNameText'),
    filterPlaceholderText: t('filterPlaceholderText'),
    filterNoResultText: t('filterNoResultText'),
  };
  return <OverviewFilter groups={groups} texts={texts} />;
}
