import { setRequestLocale } from 'next-intl/server';
import { ContentRoute } from '@/components/content-route';
import { getContent } from '@/lib/content/store';
import { pageMetadata, staticParams } from '@/lib/metadata/routes';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = () => staticParams('zh', getContent());
export const generateMetadata = async ({ params }: Props) => pageMetadata('zh', (await params).slug, getContent());

export default async function ChinesePage({ params }: Props) {
  setRequestLocale('zh');
  return <ContentRoute lang="zh" slug={(await params).slug} />;
}
