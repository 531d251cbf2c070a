import { localisedPath, pageMetadata } from './seo';

test('English paths live under /en, query strings kept', () => {
  expect(localisedPath('zh', '/article?articleId=5')).toBe('/article?articleId=5');
  expect(localisedPath('en', '/article?articleId=5')).toBe('/en/article?articleId=5');
  expect(localisedPath('en', '/')).toBe('/en');
});

test('metadata carries the canonical URL, both languages and OpenGraph', () => {
  const metadata = pageMetadata({ locale: 'en', path: '/areaxList?parentId=40&tabIndex=41', title: 'Learning', description: 'd' });
  expect(metadata.alternates).toEqual({
    canonical: '/en/areaxList?parentId=40&tabIndex=41',
    languages: {
      'zh-CN': '/areaxList?parentId=40&tabIndex=41',
      en: '/en/areaxList?parentId=40&tabIndex=41',
      'x-default': '/areaxList?parentId=40&tabIndex=41',
    },
    types: { 'application/rss+xml': [{ url: '/en/rss.xml' }], 'application/atom+xml': [{ url: '/en/atom.xml' }] },
  });
  expect(metadata.openGraph).toMatchObject({ url: '/en/areaxList?parentId=40&tabIndex=41', locale: 'en_US', title: 'Learning' });
});

test('a list page names its category’s feeds beside the site’s', () => {
  const metadata = pageMetadata({
    locale: 'zh',
    path: '/areaxList?parentId=10&tabIndex=11',
    title: '协会动态',
    description: 'd',
    feedCategory: { id: 11, title: '协会动态 - 录音师协会' },
  });
  expect(metadata.alternates?.types).toEqual({
    'application/rss+xml': [{ url: '/rss.xml' }, { url: '/rss.xml?category=11', title: '协会动态 - 录音师协会' }],
    'application/atom+xml': [{ url: '/atom.xml' }, { url: '/atom.xml?category=11', title: '协会动态 - 录音师协会' }],
  });
});
