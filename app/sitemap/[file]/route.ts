import { childSitemapAnswer } from '@/features/content/sitemap/sitemap-route';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  return childSitemapAnswer((await params).file);
}
