import 'server-only';
import { getCategoryTree, getSitemapArticles } from '@/features/content/public-content';
import { notFoundAnswer } from '@/lib/http/not-found-answer';
import { siteBase } from '@/lib/seo/seo';
import { sitemapChunks, sitemapIndexXml, sitemapUrls, urlsetXml, type SitemapUrl } from './sitemap-document';

const xmlAnswer = (body: string) => new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });

async function chunks(): Promise<SitemapUrl[][]> {
  const [tree, articles] = await Promise.all([getCategoryTree(), getSitemapArticles()]);
  return sitemapChunks(sitemapUrls(siteBase(), tree, articles));
}

/** `/sitemap.xml`: every public page, or past MAX_SITEMAP_URLS an index of child sitemaps. */
export async function sitemapAnswer(): Promise<Response> {
  const all = await chunks();
  return xmlAnswer(all.length === 1 ? urlsetXml(all[0]) : sitemapIndexXml(siteBase(), all));
}

/** `/sitemap/{n}.xml`: the n-th child sitemap the index names. */
export async function childSitemapAnswer(file: string): Promise<Response> {
  const n = /^([1-9]\d{0,4})\.xml$/.exec(file)?.[1];
  const all = await chunks();
  if (!n || all.length === 1 || Number(n) > all.length) return notFoundAnswer();
  return xmlAnswer(urlsetXml(all[Number(n) - 1]));
}
