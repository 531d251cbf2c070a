import { sitemapAnswer } from '@/features/content/sitemap/sitemap-route';

// Built from the live content on request (and cached by its reads), never at build time.
export const dynamic = 'force-dynamic';

export const GET = sitemapAnswer;
