import { ImageResponse } from 'next/og';
import { SocialCard } from '@/components/social-card';
import { getContent } from '@/lib/content/store';
import { CARD_SIZE } from '@/lib/metadata/card-path';
import { cardPath } from '@/lib/urls';
import { cardCacheFile, cardFonts, cardText } from '@/lib/metadata/social-card';
import { cachedResponse } from '@/lib/build-cache.mjs';

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
  const text = cardText(page);
  // Drawing is most of a card's cost: a card whose text and code are unchanged is copied from the last build.
  return cachedResponse(
    cardCacheFile(text),
    async () => new ImageResponse(<SocialCard text={text} />, { ...CARD_SIZE, fonts: cardFonts() }),
  );
}
