import { getContent } from '@/lib/content/store';
import { lastUpdated } from '@/lib/content/load';
import { buildSitemap } from '@/lib/metadata/sitemap';

export const dynamic = 'force-static';

export default function sitemap() {
  return buildSitemap(getContent(), lastUpdated);
}
