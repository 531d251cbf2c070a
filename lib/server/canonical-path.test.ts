import { canonicalPath, readRequestPath } from './canonical-path';

test.each([
  ['/', '/'],
  ['/AboutUs', '/AboutUs'],
  ['/en/trainingCourse', '/en/trainingCourse'],
  ['/%E5%BD%95%E9%9F%B3', '/%E5%BD%95%E9%9F%B3'],
  ["/a:b@c!$&'()*+,;=~[]|", "/a:b@c!$&'()*+,;=~[]|"],
  ['/a%20b', '/a%20b'],
  ['/a%5Eb', '/a%5Eb'],
])('%s is canonical', (raw, canonical) => {
  expect(canonicalPath(raw)).toBe(canonical);
});

test.each([
  ['/%74rainingCourse', '/trainingCourse'],
  ['/%74%72%61%69%6E%69%6E%67%43%6f%75%72%73%65', '/trainingCourse'],
  ['/%e5%bd%95%e9%9f%b3', '/%E5%BD%95%E9%9F%B3'],
  ['/%7c%5B', '/|['],
  ['/a^b', '/a%5Eb'],
  ['//AboutUs', '/AboutUs'],
  ['/AboutUs/', '/AboutUs'],
  ['/en//', '/en'],
  ['\\AboutUs', '/AboutUs'],
  ['/en\\AboutUs', '/en/AboutUs'],
  ['/x/../AboutUs', '/AboutUs'],
  ['/./AboutUs/.', '/AboutUs'],
  ['/%2e%2E/%2E/AboutUs', '/AboutUs'],
  ['/../../AboutUs', '/AboutUs'],
  ['/x%2F..%2FAboutUs', '/AboutUs'],
  ['/AboutUs%2F', '/AboutUs'],
  ['/a%3Fb%23c%5Cd%22%7B%7D%60%3C%3E', '/a%3Fb%23c%5Cd%22%7B%7D%60%3C%3E'],
])('%s is spelled %s', (raw, canonical) => {
  expect(canonicalPath(raw)).toBe(canonical);
  expect(canonicalPath(canonical)).toBe(canonical);
});

test.each([
  '/a%zz',
  '/a%25',
  '/a%2541',
  '/a%',
  '/a%ff',
  '/AboutUs%00',
  '/AboutUs%00%00%00',
  '/a%0Ab',
  '/a%0d%0aSet-Cookie:%20x',
  '/a%09',
  '/a%7F',
  '/a%C2%85',
  'AboutUs',
  '*',
  'http://portal.example/AboutUs',
])('%s is refused', (raw) => {
  expect(canonicalPath(raw)).toBeNull();
});

test('a page spelled otherwise is redirected when read, its query kept as sent, and served as sent otherwise', () => {
  expect(readRequestPath('GET', '/%74rainingCourse?pageNum=2&x=%zz')).toEqual({
    path: '/trainingCourse',
    redirectTo: '/trainingCourse?pageNum=2&x=%zz',
  });
  expect(readRequestPath('HEAD', '/AboutUs/')).toEqual({ path: '/AboutUs', redirectTo: '/AboutUs' });
  expect(readRequestPath('POST', '/%41boutUs')).toEqual({ path: '/AboutUs', redirectTo: null });
  expect(readRequestPath('GET', '/AboutUs?x=1')).toEqual({ path: '/AboutUs', redirectTo: null });
  expect(readRequestPath('GET', '/AboutUs%00')).toEqual({ path: null, redirectTo: null });
});

test('a redirect never leaves the site', () => {
  for (const target of ['//evil.example/x', '/\\evil.example/x', '\\\\evil.example', '/%2F%2Fevil.example', '/..//evil.example'])
    expect(readRequestPath('GET', target).redirectTo).toBe('/evil.example' + (target.endsWith('/x') ? '/x' : ''));
});

test('the API and Next’s files are passed on as sent; a spelling that only reads as one of them is redirected', () => {
  expect(readRequestPath('GET', '/prod-api/system/dict/data/type/a%2Fb')).toEqual({
    path: '/prod-api/system/dict/data/type/a/b',
    redirectTo: null,
  });
  expect(readRequestPath('GET', '/_next/static/chunks/app/%5Blocale%5D/page.js')).toEqual({
    path: '/_next/static/chunks/app/[locale]/page.js',
    redirectTo: null,
  });
  expect(readRequestPath('GET', '/prod-api/x%00')).toEqual({ path: null, redirectTo: null });
  expect(readRequestPath('GET', '/_next/static/../../AboutUs').redirectTo).toBe('/AboutUs');
  expect(readRequestPath('GET', '/prod-api/%2e%2e/AboutUs').redirectTo).toBe('/AboutUs');
  expect(readRequestPath('GET', '/%70rod-api/getInfo').redirectTo).toBe('/prod-api/getInfo');
  expect(readRequestPath('GET', '/x%2F..%2F_next/static/a.js').redirectTo).toBe('/_next/static/a.js');
});
