import type { Lang } from '../types';
import { routeOfKey } from '../urls';

const FRAGMENTS_DIR = 'fragments';

/** `guide/start/introduction.mdx` → `/guide/start/introduction`; `api/index.mdx` → `/api/`. */
export function routeFromFile(relativePath: string, lang: Lang): string {
  return routeOfKey(keyFromFile(relativePath), lang);
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

export function isFragment(relativePath: string): boolean {
  return relativePath.split('/').includes(FRAGMENTS_DIR);
}
