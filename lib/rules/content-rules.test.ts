import { isArticleBodyTooLarge, isArticleLink, isCategoryAddress, isHttpAddress, isHttpsAddress, isSitePath } from './content-rules';

describe('addresses', () => {
  it('takes http(s) addresses with a host only', () => {
    expect(isHttpAddress('https://www.aes.org/')).toBe(true);
    expect(isHttpAddress('HTTP://example.com/a?b=c')).toBe(true);
    expect(isHttpAddress('ftp://example.com')).toBe(false);
    expect(isHttpAddress('https://')).toBe(false);
    expect(isHttpAddress('https://exa mple.com')).toBe(false);
    expect(isHttpAddress('javascript:alert(1)')).toBe(false);
  });

  it('takes https addresses only where plain http is mixed content', () => {
    expect(isHttpsAddress('https://cdn.example.org/p.jpg')).toBe(true);
    expect(isHttpsAddress('http://cdn.example.org/p.jpg')).toBe(false);
    expect(isHttpsAddress('https://')).toBe(false);
  });

  it('takes site paths but not protocol-relative or backslash tricks', () => {
    expect(isSitePath('/memberShip')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('memberShip')).toBe(false);
  });

  it('lets a category lead to this site or the web, an article link also to a mail address', () => {
    expect(isCategoryAddress('/trainingEvent')).toBe(true);
    expect(isCategoryAddress('https://example.com')).toBe(true);
    expect(isCategoryAddress('mailto:office@example.com')).toBe(false);
    expect(isArticleLink('mailto:office@example.com?subject=hi')).toBe(true);
    expect(isArticleLink('/article/1001')).toBe(true);
    expect(isArticleLink('javascript:alert(1)')).toBe(false);
    expect(isArticleLink('java\tscript:alert(1)')).toBe(false);
    expect(isArticleLink('data:text/html,<script>')).toBe(false);
    expect(isArticleLink('mailto:')).toBe(false);
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
