import type { MetadataRoute } from 'next';
import { getConfig } from '@/lib/config';
import { PRIVATE_PATHS } from '@/lib/public-routes';

export const dynamic = 'force-dynamic';

/** robots.txt: the public portal is open; admin, member and sign-in areas are not for indexing. */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl, port } = getConfig();
  const base = siteUrl ?? `http://localhost:${port}`;
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS, ...PRIVATE_PATHS.map((path) => `/en${path}`)] },
    sitemap: `${base}/sitemap.xml`,
  };
}
