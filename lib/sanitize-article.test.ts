import { sanitizeArticleHtml } from './sanitize-article';

test('script, event handlers and javascript: links never survive', () => {
  const dirty = '<p onclick="steal()">混音<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="y()"><iframe src="https://evil.example"></iframe></p><style>p{}</style>';
  const clean = sanitizeArticleHtml(dirty);
  expect(clean).toBe('<p>混音<a>x</a><img src="x" /></p>');
});

test('the structure of an article stays', () => {
  const html = '<h3>增益结构</h3><p><strong>先</strong>调好<em>输入</em></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">表</td></tr></tbody></table><a href="https://www.aes.org/" target="_blank">AES</a>';
  expect(sanitizeArticleHtml(html)).toBe(
    '<h3>增益结构</h3><p><strong>先</strong>调好<em>输入</em></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">表</td></tr></tbody></table><a href="https://www.aes.org/" target="_blank" rel="noopener noreferrer">AES</a>',
  );
});

test('links open a new tab or the same one, never a named window, and cannot reach back', () => {
  expect(sanitizeArticleHtml('<a href="https://x.org/" target="_BLANK" rel="opener">a</a><a href="/b" target="portal">b</a>')).toBe(
    '<a href="https://x.org/" target="_blank" rel="noopener noreferrer">a</a><a href="/b">b</a>',
  );
});
