import { createHash } from 'node:crypto';
import type { ContentIndex } from '../content';
import { getContent } from '../content/store';
import { localeConfig } from './locale-nav';
import { withBasePath } from '../hosting/base-path.mjs';
import type { Lang } from '../types';
import { registerSidebarFile } from './sidebar-registry';

/** One section's sidebar in one language, as a file: its name carries a hash of its text. */
export interface SidebarFile {
  name: string;
  json: string;
}

const built = new WeakMap<ContentIndex, Map<Lang, Map<string, SidebarFile>>>();

/** Every section's sidebar file of a language, built once per content index. */
export function sidebarFiles(lang: Lang): Map<string, SidebarFile> {
  const index = getContent();
  if (!built.has(index)) built.set(index, new Map());
  const byLang = built.get(index)!;
  if (!byLang.has(lang)) {
    const files = new Map<string, SidebarFile>();
    for (const [section, items] of Object.entries(localeConfig(lang).sidebar)) {
      const json = JSON.stringify(items);
      const name = `${lang}.${section}.${createHash('sha256').update(json).digest('hex').slice(0, 10)}.json`;
      files.set(section, { name, json });
      registerSidebarFile(sidebarFileUrl(name), items);
    }
    byLang.set(lang, files);
  }
  return byLang.get(lang)!;
}

/** Where the browser fetches a sidebar file: under the base path, if any. */
export function sidebarFileUrl(name: string): string {
  return withBasePath(`/sidebar/${name}`);
}

/** Section → the address of its sidebar file: all the sidebar a page's payload carries. */
export function sidebarUrls(lang: Lang): Record<string, string> {
  return Object.fromEntries([...sidebarFiles(lang)].map(([section, file]) => [section, sidebarFileUrl(file.name)]));
}
