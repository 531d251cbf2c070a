import { sanitizeArticleHtml } from './sanitize-article';

test.each([
  [
    'script, event handlers and javascript: links never survive',
    '<p onclick="steal()">混音<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/profile/upload/2026/08/18/a.png" onerror="y()"><iframe src="https://evil.example"></iframe></p><style>p{}</style>',
    '<p>混音<a>x</a><img src="/prod-api/profile/upload/2026/08/18/a.png" /></p>',
  ],
  [
    'disguised script links and CSS in style attributes are removed',
    '<a href="JaVaScRiPt:alert(1)">a</a><a href="java&#x09;script:alert(1)">b</a><a href="&#106;avascript:alert(1)">c</a><a href="data:text/html,x">d</a><a href="//evil.example/">e</a>' +
      '<p style="width: expression(alert(1))">f</p><span style="background: url(javascript:alert(1))">g</span><svg><script>alert(1)</script></svg><object data="x"></object><embed src="x"><form action="/x"><input></form>',
    '<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><p>f</p><span>g</span>',
  ],
  [
    'links may go to http(s), mailto or a page of this site',
    '<a href="http://a.org/">1</a><a href="https://b.org/">2</a><a href="mailto:x@y.org">3</a><a href="/zh/article/5">4</a><a href="ftp://c.org/">5</a>',
    '<a href="http://a.org/">1</a><a href="https://b.org/">2</a><a href="mailto:x@y.org">3</a><a href="/zh/article/5">4</a><a>5</a>',
  ],
  [
    'pictures from our uploads or https are kept',
    '<img src="/profile/upload/2026/08/18/abc.png" alt="a"><img src="/prod-api/profile/upload/2026/08/18/abc.jpg"><img src="https://cdn.example.org/p.jpg">',
    '<img src="/prod-api/profile/upload/2026/08/18/abc.png" alt="a" /><img src="/prod-api/profile/upload/2026/08/18/abc.jpg" /><img src="https://cdn.example.org/p.jpg" />',
  ],
  [
    'any other picture source drops the picture',
    '<p>x<img src="http://plain.example/p.jpg"><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"><img src="//evil.example/p.png"><img src="/profile/upload/../../etc/passwd"><img src="/other/p.png"><img></p>',
    '<p>x</p>',
  ],
  ['a pasted h1 becomes an h2: the page title is the only h1', '<h1 class="Title">标题</h1>', '<h2>标题</h2>'],
  [
    'the structure of an article stays',
    '<h3>增益结构</h3><p><strong>先</strong>调好<em>输入</em></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">表</td></tr></tbody></table><a href="https://www.aes.org/" target="_blank">AES</a>',
    '<h3>增益结构</h3><p><strong>先</strong>调好<em>输入</em></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">表</td></tr></tbody></table><a href="https://www.aes.org/" target="_blank" rel="noopener noreferrer">AES</a>',
  ],
  [
    'links open a new tab or the same one, never a named window, and cannot reach back',
    '<a href="https://x.org/" target="_BLANK" rel="opener">a</a><a href="/b" target="portal">b</a>',
    '<a href="https://x.org/" target="_blank" rel="noopener noreferrer">a</a><a href="/b">b</a>',
  ],
])('%s', (_, html, clean) => {
  expect(sanitizeArticleHtml(html)).toBe(clean);
});
