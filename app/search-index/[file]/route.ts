import { LANGS, isLang } from '@/lib/i18n/locales';
import { searchIndexFile } from '@/lib/search/index-file';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LANGS.map((lang) => ({ file: searchIndexFile(lang).name }));
}

/** `/search-index/<lang>.<hash>.json`: written into the export, served live in dev. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const lang = (await params).file.split('.')[0];
  if (!isLang(lang)) return new Response(null, { status: 404 });
  return new Response(searchIndexFile(lang).json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
