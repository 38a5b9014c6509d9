import { getLocale } from 'next-intl/server';
import { isLang } from '@/lib/i18n/locales';
import { getMessages } from '@/lib/i18n/messages';
import type { Lang } from '@/lib/types';

/** The page's language inside MDX components, which get no props from the route. */
export async function mdxLang(): Promise<Lang> {
  const locale = await getLocale();
  return isLang(locale) ? locale : 'en';
}

export async function themeMessages() {
  return getMessages(await mdxLang()).theme;
}
