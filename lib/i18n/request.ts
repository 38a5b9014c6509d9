import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LANG, isLang } from './locales';
import { messagesOf } from './messages';

/**
 * next-intl without middleware: every layout and page calls `setRequestLocale` first, and components
 * that render both languages (the 404 page) pass `locale` explicitly. Dates are formatted at build
 * time, so the time zone is fixed.
 */
export default getRequestConfig(async ({ locale, requestLocale }) => {
  const requested = locale ?? (await requestLocale);
  const lang = requested && isLang(requested) ? requested : DEFAULT_LANG;
  return { locale: lang, messages: messagesOf(lang), timeZone: 'UTC' };
});
