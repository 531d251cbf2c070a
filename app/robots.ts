import type { MetadataRoute } from 'next';
import { PRIVATE_PATHS } from '@/lib/seo/public-routes';
import { siteBase } from '@/lib/seo/seo';

export const dynamic = 'force-dynamic';

/** robots.txt: the public portal is open; admin, member and sign-in areas are not for indexing. */
export default function robots(): MetadataRoute.Robots {
  const base = siteBase();
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS, ...PRIVATE_PATHS.map((path) => `/en${path}`)] },
    sitemap: `${base}/sitemap.xml`,
  };
}
