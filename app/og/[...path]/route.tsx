import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/social-card';
import { getContent } from '@/lib/content/store';
import { CARD_SIZE } from '@/lib/metadata/card-path';
import { cardPath } from '@/lib/urls';
import { cardFonts, cardText } from '@/lib/metadata/social-card';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One card per page and language: `/og/<lang>/<page key>.png`. */
export function generateStaticParams() {
  return getContent().pages.map((page) => ({ path: cardPath(page).split('/').slice(2) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const path = `/og/${(await params).path.join('/')}`;
  const page = getContent().pages.find((candidate) => cardPath(candidate) === path);
  if (!page) return new Response(null, { status: 404 });
  return new ImageResponse(<SocialCard text={cardText(page)} />, { ...CARD_SIZE, fonts: cardFonts() });
}
