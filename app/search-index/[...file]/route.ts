import { LANGS, isLang } from '@/lib/i18n/locales';
import { searchFiles } from '@/lib/search/indexing/index-file';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LANGS.flatMap((lang) => [...searchFiles(lang).files.keys()].map((name) => ({ file: name.split('/') })));
}

/** `/search-index/<lang>.<hash>.json` and the parts it names (lib/search/indexing/shards.ts): written into the export, served live in dev. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const name = (await params).file.join('/');
  const lang = name.split(/[./]/)[0];
  const json = isLang(lang) ? searchFiles(lang).files.get(name) : undefined;
  if (json === undefined) return new Response(null, { status: 404 });
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
