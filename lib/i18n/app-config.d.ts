import type { Lang } from '../types';
import type { Messages } from './messages';

// Typed keys and locales for next-intl: `t('theme.copy')` is checked against messages/en.json.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Lang;
    Messages: Messages;
  }
}
