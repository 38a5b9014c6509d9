import { LANGS, isLang } from '@/lib/i18n/locales';
import { sidebarFiles } from '@/lib/nav/sidebar-file';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LANGS.flatMap((lang) => [...sidebarFiles(lang).values()].map((file) => ({ file: file.name })));
}

/** `/sidebar/<lang>.<section>.<hash>.json`: one section's sidebar, fetched once by every page of it. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const [lang, section] = (await params).file.split('.');
  const file = isLang(lang) ? sidebarFiles(lang).get(section) : undefined;
  if (!file) return new Response(null, { status: 404 });
  return new Response(file.json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
