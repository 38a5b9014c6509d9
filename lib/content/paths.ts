import type { Lang } from '../types';
import { localizePath } from '../i18n/locales';

const FRAGMENTS_DIR = 'fragments';

/** `guide/start/introduction.mdx` → `/guide/start/introduction`; `api/index.mdx` → `/api/`. */
export function routeFromFile(relativePath: string, lang: Lang): string {
  const withoutExt = relativePath.replace(/\.mdx$/, '');
  const route =
    withoutExt === 'index' ? '/' : withoutExt.endsWith('/index') ? `/${withoutExt.slice(0, -'index'.length)}` : `/${withoutExt}`;
  return localizePath(route, lang);
}

/** The page key used by sidebars: the file path without extension (`api/index`, `guide/start/introduction`). */
export function keyFromFile(relativePath: string): string {
  return relativePath.replace(/\.mdx$/, '');
}

/** File → `[[...slug]]` params: `guide/start/introduction.mdx` → `['guide','start','introduction']`. */
export function slugFromFile(relativePath: string): string[] {
  return keyFromFile(relativePath)
    .split('/')
    .filter((part) => part && part !== 'index');
}

/** The nav section a page belongs to: the first folder of its key (`guide/start/introduction` → `guide`). */
export function sectionOf(key: string): string {
  return key.split('/')[0];
}

export function isFragment(relativePath: string): boolean {
  return relativePath.split('/').includes(FRAGMENTS_DIR);
}
