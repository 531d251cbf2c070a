import { expectVerdicts } from '@/tests/support/verdicts';
import { isArticleBodyTooLarge, isArticleLink, isCategoryAddress, isHttpAddress, isHttpsAddress, isSitePath } from './content-rules';

describe('addresses', () => {
  it('takes http(s) addresses with a host only', () => {
    expectVerdicts(isHttpAddress, {
      accepts: ['https://www.aes.org/', 'HTTP://example.com/a?b=c'],
      refuses: ['ftp://example.com', 'https://', 'https://exa mple.com', 'javascript:alert(1)'],
    });
  });

  it('takes https addresses only where plain http is mixed content', () => {
    expectVerdicts(isHttpsAddress, { accepts: ['https://cdn.example.org/p.jpg'], refuses: ['http://cdn.example.org/p.jpg', 'https://'] });
  });

  it('takes site paths but not protocol-relative or backslash tricks', () => {
    expectVerdicts(isSitePath, { accepts: ['/memberShip'], refuses: ['//evil.example', '/\\evil.example', 'memberShip'] });
  });

  it('lets a category lead to this site or the web, an article link also to a mail address', () => {
    expectVerdicts(isCategoryAddress, { accepts: ['/trainingEvent', 'https://example.com'], refuses: ['mailto:office@example.com'] });
    expectVerdicts(isArticleLink, {
      accepts: ['mailto:office@example.com?subject=hi', '/article/1001'],
      refuses: ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>', 'mailto:'],
    });
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
