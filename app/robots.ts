import type { MetadataRoute } from 'next';
import { isPreview } from '@/lib/hosting/preview';
import { SITE_ROOT } from '@/lib/hosting/url';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: isPreview() ? { userAgent: '*', disallow: '/' } : { userAgent: '*', allow: '/' },
    sitemap: `${SITE_ROOT}/sitemap.xml`,
  };
}
