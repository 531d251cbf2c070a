import { sql } from 'drizzle-orm';
import type { NavCategory } from '@/lib/rules/nav-rules';
import { startHarness, type Harness } from '@/tests/support/api-harness';
import { modeLabel } from '@/tests/support/test-mode';
import { MAX_SITEMAP_URLS, sitemapChunks, sitemapIndexXml, sitemapUrls, urlsetXml, type SitemapArticle } from './sitemap-document';

const GENERATED = 60_000;
const BASE = 'https://portal.example.org';

let api: Harness;

beforeAll(async () => {
  api = await startHarness();
  // Published articles spread over two public categories, one a minute back from a fixed time.
  await api.backend.deps.db.execute(sql`
    INSERT INTO bll_article (type_id, article_name, summary, status, publish_time)
    SELECT CASE WHEN n % 2 = 0 THEN 11 ELSE 12 END, '生成的文章' || n, '摘要', '1', timestamptz '2026-12-01 08:00:00+08' - n * interval '1 minute'
    FROM generate_series(1, ${GENERATED}) AS n`);
});
afterAll(() => api?.close());

test(`past ${MAX_SITEMAP_URLS} URLs the sitemap is an index of child sitemaps, each with lastmod (${modeLabel})`, async () => {
  const started = performance.now();
  const articles = (await api.call('GET', '/api/bll/article/sitemap')).body.data as SitemapArticle[];
  const read = performance.now();
  const tree = (await api.call('GET', '/api/bll/article_type/treeList')).body.data as NavCategory[];
  const urls = sitemapUrls(BASE, tree, articles);
  const chunks = sitemapChunks(urls);
  const index = sitemapIndexXml(BASE, chunks);
  const children = chunks.map(urlsetXml);
  const built = performance.now();
  console.log(
    `sitemap of ${articles.length} articles: ${urls.length} URLs in ${chunks.length} child sitemaps; read through the API in ${Math.round(read - started)} ms, built in ${Math.round(built - read)} ms`,
  );

  expect(articles.length).toBeGreaterThanOrEqual(GENERATED);
  expect(chunks.length).toBe(Math.ceil(urls.length / MAX_SITEMAP_URLS));
  expect(chunks.length).toBeGreaterThanOrEqual(3);
  expect(chunks.every((chunk) => chunk.length <= MAX_SITEMAP_URLS)).toBe(true);
  // The index names each child with the newest change it lists.
  expect(index).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
  );
  expect(
    index.match(/<sitemap><loc>https:\/\/portal\.example\.org\/sitemap\/\d+\.xml<\/loc><lastmod>[^<]+<\/lastmod><\/sitemap>/g),
  ).toHaveLength(chunks.length);
  // Every URL once, each with its lastmod and both languages; every article in both languages.
  const locs = children.flatMap((xml) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  expect(locs).toHaveLength(urls.length);
  expect(new Set(locs).size).toBe(urls.length);
  expect(
    children.reduce((n, xml) => n + (xml.match(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00<\/lastmod><\/url>/g)?.length ?? 0), 0),
  ).toBe(urls.length);
  const articleLocs = locs.filter((loc) => loc.includes('article?articleId='));
  expect(articleLocs).toHaveLength(articles.length * 2);
  expect(children[0]).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://portal.example.org/en"/>');
  expect(children.join('')).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  // A category's lastmod is its newest article's; the member-only category is not listed.
  const news = urls.find((url) => url.loc === `${BASE}/areaxList?parentId=10&tabIndex=11`)!;
  expect(news.lastmod).toBe('2026-12-01T07:59:00+08:00');
  expect(locs.some((loc) => loc.includes('parentId=96'))).toBe(false);
});

test(`the sitemap's articles never include member-only ones, whoever asks (${modeLabel})`, async () => {
  await api.loginAsAdmin();
  const asAdmin = (await api.call('GET', '/api/bll/article/sitemap')).body.data as SitemapArticle[];
  const memberOnly = (await api.call('GET', '/api/bll/article/list?typeId=96&pageSize=50')).body.rows as { id: number }[];
  expect(memberOnly.length).toBeGreaterThan(0);
  const listed = new Set(asAdmin.map((article) => article.id));
  expect(memberOnly.filter((article) => listed.has(article.id))).toEqual([]);
});
