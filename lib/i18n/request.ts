import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LANG, isLang } from './locales';
import { getMessages } from './messages';

/** next-intl without middleware: every layout and page calls `setRequestLocale` first. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLang(requested) ? requested : DEFAULT_LANG;
  return { locale, messages: getMessages(locale) };
});
