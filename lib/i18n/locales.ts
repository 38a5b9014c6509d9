import type { Lang } from '../types';

export const LANGS: readonly Lang[] = ['en', 'zh'];
export const DEFAULT_LANG: Lang = 'en';

/** The value of `<html lang>` for each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-CN' };

export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

/** Spec §2: Chinese when the path contains `zh`, otherwise English. */
export function langFromPath(pathname: string): Lang {
  return pathname.includes('zh') ? 'zh' : 'en';
}

/** `/guide/x` in `zh` → `/zh/guide/x`; the default language has no prefix. */
export function localizePath(path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/** `/zh/guide/x` → `/guide/x`; `/zh/` and `/zh` → `/`. */
export function delocalizePath(path: string): string {
  for (const lang of LANGS) {
    if (lang === DEFAULT_LANG) continue;
    if (path === `/${lang}` || path === `/${lang}/`) return '/';
    if (path.startsWith(`/${lang}/`)) return path.slice(lang.length + 1);
  }
  return path;
}
