import { LANGS } from '@/lib/i18n/locales';
import { buildSearchIndexJson } from '@/lib/search/index-file';
import type { Lang } from '@/lib/types';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LANGS.map((lang) => ({ file: `${lang}.json` }));
}

/** `/search-index/en.json`, `/search-index/zh.json`: written into the export, served live in dev. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const lang = (await params).file.replace(/\.json$/, '') as Lang;
  return new Response(buildSearchIndexJson(lang), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
