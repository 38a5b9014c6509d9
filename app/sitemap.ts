import { getContent } from '@/lib/content';
import { lastUpdated } from '@/lib/content/last-updated';
import { buildSitemap } from '@/lib/site/sitemap';

export const dynamic = 'force-static';

export default function sitemap() {
  return buildSitemap(getContent(), lastUpdated);
}
