import type { Lang } from '../types';

export const LANGS: readonly Lang[] = ['en', 'zh'];
export const DEFAULT_LANG: Lang = 'en';

/** The value of `<html lang>` for each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-CN' };

export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}
