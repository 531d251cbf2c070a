import { isArticleBodyTooLarge, isArticleLink, isCategoryAddress, isHttpAddress, isHttpsAddress, isSitePath } from './content-rules';

describe('addresses', () => {
  const checks = { isHttpAddress, isHttpsAddress, isSitePath, isCategoryAddress, isArticleLink };

  it.each<[keyof typeof checks, string, unknown]>([
    // Takes http(s) addresses with a host only.
    ['isHttpAddress', 'https://www.aes.org/', true],
    ['isHttpAddress', 'HTTP://example.com/a?b=c', true],
    ['isHttpAddress', 'ftp://example.com', false],
    ['isHttpAddress', 'https://', false],
    ['isHttpAddress', 'https://exa mple.com', false],
    ['isHttpAddress', 'javascript:alert(1)', false],
    // Takes https addresses only where plain http is mixed content.
    ['isHttpsAddress', 'https://cdn.example.org/p.jpg', true],
    ['isHttpsAddress', 'http://cdn.example.org/p.jpg', false],
    ['isHttpsAddress', 'https://', false],
    // Takes site paths but not protocol-relative or backslash tricks.
    ['isSitePath', '/memberShip', true],
    ['isSitePath', '//evil.example', false],
    ['isSitePath', '/\\evil.example', false],
    ['isSitePath', 'memberShip', false],
    // Lets a category lead to this site or the web, an article link also to a mail address.
    ['isCategoryAddress', '/trainingEvent', true],
    ['isCategoryAddress', 'https://example.com', true],
    ['isCategoryAddress', 'mailto:office@example.com', false],
    ['isArticleLink', 'mailto:office@example.com?subject=hi', true],
    ['isArticleLink', '/article/1001', true],
    ['isArticleLink', 'javascript:alert(1)', false],
    ['isArticleLink', 'java\tscript:alert(1)', false],
    ['isArticleLink', 'data:text/html,<script>', false],
    ['isArticleLink', 'mailto:', false],
  ])('%s(%j) is %j', (check, address, expected) => {
    expect(checks[check](address)).toBe(expected);
  });
});

describe('isArticleBodyTooLarge', () => {
  it('counts UTF-8 bytes against 5 MB', () => {
    const limit = 5 * 1024 * 1024;
    expect(isArticleBodyTooLarge('a'.repeat(limit))).toBe(false);
    expect(isArticleBodyTooLarge('a'.repeat(limit + 1))).toBe(true);
    expect(isArticleBodyTooLarge('文'.repeat(Math.ceil(limit / 3) + 1))).toBe(true);
  });
});
