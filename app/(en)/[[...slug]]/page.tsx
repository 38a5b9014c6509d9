import { setRequestLocale } from 'next-intl/server';
import { ContentRoute } from '@/components/content-route';
import { getContent } from '@/lib/content/store';
import { pageMetadata, staticParams } from '@/lib/metadata/routes';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = () => staticParams('en', getContent());
export const generateMetadata = async ({ params }: Props) => pageMetadata('en', (await params).slug, getContent());

export default async function EnglishPage({ params }: Props) {
  setRequestLocale('en');
  return <ContentRoute lang="en" slug={(await params).slug} />;
}
