import { createRouteLabel } from './route-label';

/** An API of three top-level segments. */
const routeLabelOf = createRouteLabel([{ path: '/getInfo' }, { path: '/system/user/list' }, { path: '/profile/upload/:file' }]);

test.each([
  ['/', 'page:/'],
  ['/en', 'page:/'],
  ['/?x=1', 'page:/'],
  ['/article?articleId=5', 'page:/article'],
  ['/en/article/5', 'page:/article'],
  ['/members/article/5', 'page:/article'],
  ['/areaxList?parentId=10&tabIndex=11', 'page:/areaxList'],
  ['/members/96/1/20', 'page:/areaxList'],
  ['/index', 'page:admin'],
  ['/content/article', 'page:admin'],
  ['/en/system/user', 'page:admin'],
  ['/login?redirect=/index', 'page:auth'],
  ['/forgetPassword', 'page:auth'],
  ['/trainingEvent', 'page:/trainingEvent'],
  ['/evaluate', 'page:/evaluate'],
  ['/Declare/upload', 'page:/Declare'],
  ['/user/profile', 'page:/user'],
  ['/made-up-page-123', 'page:other'],
  ['/prod-api/getInfo', 'api:getInfo'],
  ['/prod-api/system/user/list?pageNum=1', 'api:system'],
  ['/prod-api/profile/upload/2026/01/01/a.png', 'api:profile'],
  ['/prod-api/made-up', 'api:other'],
  ['/prod-api', 'api:other'],
  ['/_next/static/chunks/main.js', 'static'],
  ['/_next/image?url=x', 'other'],
  ['/logo.svg', 'static'],
  ['/robots.txt', 'static'],
  ['/healthz', 'health'],
  ['/readyz', 'health'],
])('%s is counted as %s', (url, label) => {
  expect(routeLabelOf(url)).toBe(label);
});

test('made-up addresses share a handful of labels', () => {
  const labels = new Set(
    Array.from({ length: 500 }, (_, i) => routeLabelOf(`/p${i}/x${i}?q=${i}`)).concat(
      Array.from({ length: 500 }, (_, i) => routeLabelOf(`/prod-api/x${i}/y`)),
    ),
  );
  expect([...labels].sort()).toEqual(['api:other', 'page:other']);
});
