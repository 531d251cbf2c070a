import type { ArticleSummary } from '@/features/content/public-content';
import { FEED_SIZE, feedDocument, type FeedInput } from './feed-document';

const article = (id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  typeId: 11,
  typeName: '协会动态',
  articleName: `文章${id}`,
  articleEsName: '',
  summary: `摘要${id}`,
  summaryEs: '',
  cover: '',
  author: '协会秘书处',
  authorEs: '',
  source: '录音师协会',
  sourceEs: '',
  publishTime: `2026-03-${String(31 - id).padStart(2, '0')} 09:00:00`,
  createTime: null,
  viewCount: 0,
  isTop: '0',
  ...overrides,
});

const input = (overrides: Partial<FeedInput> = {}): FeedInput => ({
  locale: 'zh',
  base: 'https://portal.example.org',
  title: '录音师协会',
  description: '专业组织',
  copyright: '© 2026 录音师协会',
  articles: [
    article(1, { cover: '/profile/upload/2026/03/01/c.png', articleEsName: 'Council meets' }),
    article(2, { cover: '/covers/studio.svg' }),
    article(3, { publishTime: null }),
  ],
  ...overrides,
});

describe('feeds', () => {
  test('RSS 2.0: the site, its self link, and each article with its link, summary, author, category, cover and China-time date', () => {
    const rss = feedDocument(input(), 'rss');
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    expect(rss).toContain('<title>录音师协会</title>');
    expect(rss).toContain('<link>https://portal.example.org/</link>');
    expect(rss).toContain('<atom:link href="https://portal.example.org/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(rss).toContain('<link>https://portal.example.org/article?articleId=1</link>');
    expect(rss).toContain('<pubDate>Mon, 30 Mar 2026 01:00:00 GMT</pubDate>');
    expect(rss).toContain('<description><![CDATA[摘要1]]></description>');
    expect(rss).toContain('<category>协会动态</category>');
    expect(rss).toContain('url="https://portal.example.org/prod-api/profile/upload/2026/03/01/c.png"');
    expect(rss).toContain('url="https://portal.example.org/covers/studio.svg"');
    // An article without a publication time is not news.
    expect(rss).not.toContain('文章3');
    expect(rss.match(/<item>/g)).toHaveLength(2);
  });

  test('Atom: the feed’s id and self link, and entries with their dates', () => {
    const atom = feedDocument(input({ categoryId: 11 }), 'atom');
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(atom).toContain('<id>https://portal.example.org/atom.xml?category=11</id>');
    expect(atom).toContain('<link rel="self" href="https://portal.example.org/atom.xml?category=11"/>');
    expect(atom).toContain('<updated>2026-03-30T01:00:00.000Z</updated>');
    expect(atom.match(/<entry>/g)).toHaveLength(2);
  });

  test('English: only articles with an English title, under it, linking to the English pages', () => {
    const rss = feedDocument(input({ locale: 'en', title: 'Audio Engineers Association' }), 'rss');
    expect(rss).toContain('<language>en</language>');
    expect(rss).toContain('<title><![CDATA[Council meets]]></title>');
    expect(rss).toContain('<link>https://portal.example.org/en/article?articleId=1</link>');
    expect(rss).toContain('<atom:link href="https://portal.example.org/en/rss.xml" rel="self"');
    expect(rss).not.toMatch(/文章|摘要/);
    expect(rss.match(/<item>/g)).toHaveLength(1);
  });

  test(`at most ${FEED_SIZE} of the newest articles`, () => {
    const many = Array.from({ length: 30 }, (_, i) => article(i + 1));
    const rss = feedDocument(input({ articles: many }), 'rss');
    expect(rss.match(/<item>/g)).toHaveLength(FEED_SIZE);
    expect(rss).toContain('<![CDATA[文章1]]>');
    expect(rss).toContain('<![CDATA[文章20]]>');
    expect(rss).not.toContain('<![CDATA[文章21]]>');
  });
});
