/** @features content/feed content/portal */
import { expect, test } from './fixtures';

/** Feeds of the demo content (features/content/server/demo-content): the site's, a category's, in both languages. */
test.describe('feeds', () => {
  test('RSS and Atom for the site: the newest public articles, never the member-only ones', async ({ request }) => {
    const rss = await request.get('/rss.xml');
    expect(rss.status()).toBe(200);
    expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const body = await rss.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    expect(body).toContain('<title>录音师协会</title>');
    expect(body.match(/<item>/g)).toHaveLength(20);
    expect(body).toMatch(/<link>http[^<]*\/article\?articleId=\d+<\/link>/);
    expect(body).not.toContain('会员通讯：2026年第三季度工作简报');
    const atom = await request.get('/atom.xml');
    expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await atom.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  });

  test('a category’s feed holds it and everything under it; member-only and unknown categories are not found', async ({ request }) => {
    const about = await (await request.get('/rss.xml?category=86')).text();
    expect(about).toContain('<title>关于我们 - 录音师协会</title>');
    expect(about).toContain('协会简介');
    expect(about).not.toContain('协会动态');
    const news = await (await request.get('/atom.xml?category=10')).text();
    expect(news).toContain('<category label="协会动态"');
    expect(news).toContain('<category label="行业资讯"');
    for (const path of ['/rss.xml?category=96', '/rss.xml?category=99999', '/rss.xml?category=abc', '/zh/rss.xml', '/fr/rss.xml']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('English: only articles with an English title, linking to the English pages', async ({ request }) => {
    const body = await (await request.get('/en/rss.xml')).text();
    expect(body).toContain('<language>en</language>');
    expect(body.match(/<item>/g)!.length).toBeGreaterThan(5);
    expect(body).toMatch(/<link>http[^<]*\/en\/article\?articleId=\d+<\/link>/);
    expect(body).not.toMatch(/<title><!\[CDATA\[[^\]]*[\u4e00-\u9fff]/);
    expect(await (await request.get('/en/atom.xml?category=86')).text()).toContain('About the Association');
  });

  test('pages name their feeds for feed readers: the site’s, and on a list page its category’s', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/en\/rss\.xml$/);
    await page.goto('/areaxList?parentId=10&tabIndex=11');
    const feeds = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    await expect(feeds).toHaveCount(2);
    await expect(feeds.nth(1)).toHaveAttribute('href', /\/atom\.xml\?category=11$/);
    await expect(feeds.nth(1)).toHaveAttribute('title', '协会动态 - 新闻资讯 - 录音师协会');
  });
});
