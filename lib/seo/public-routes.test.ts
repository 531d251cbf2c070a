import { categoryListPath, routePublicPage } from './public-routes';

const route = (path: string, signedIn = false) => {
  const url = new URL(path, 'http://portal.test');
  return routePublicPage(url.pathname, url.searchParams, signedIn);
};

test('article ids map to the article route; anything odd maps to 0', () => {
  expect(route('/article?articleId=1024')).toEqual({ kind: 'rewrite', path: '/zh/article/1024' });
  expect(route('/en/article?articleId=7')).toEqual({ kind: 'rewrite', path: '/en/article/7' });
  for (const bad of [
    '/article',
    '/article?articleId=abc',
    '/article?articleId=-3',
    '/article?articleId=1e3',
    `/article?articleId=${'9'.repeat(30)}`,
  ]) {
    expect(route(bad)).toEqual({ kind: 'rewrite', path: '/zh/article/0' });
  }
});

test('category lists carry tab, page and page size; defaults and limits apply', () => {
  expect(route('/areaxList?parentId=10&tabIndex=11')).toEqual({ kind: 'rewrite', path: '/zh/areaxList/10/11/1/20' });
  expect(route('/areaxList?parentId=40')).toEqual({ kind: 'rewrite', path: '/zh/areaxList/40/40/1/20' });
  expect(route('/en/areaxList?parentId=40&tabIndex=41&pageNum=3&pageSize=50')).toEqual({
    kind: 'rewrite',
    path: '/en/areaxList/40/41/3/50',
  });
  expect(route('/en/areaxList?parentId=40&tabIndex=41&all=1')).toEqual({ kind: 'rewrite', path: '/en/areaxList/40/41/1/20/all' });
  // The Chinese site lists every article anyway.
  expect(route('/areaxList?parentId=40&tabIndex=41&all=1')).toEqual({ kind: 'rewrite', path: '/zh/areaxList/40/41/1/20' });
  expect(route('/areaxList?parentId=40&pageNum=0&pageSize=1000')).toEqual({ kind: 'rewrite', path: '/zh/areaxList/40/40/1/20' });
  expect(route('/areaxList?parentId=x')).toEqual({ kind: 'rewrite', path: '/zh/areaxList/0/0/1/20' });
});

test('category 96 sends a signed-out reader to sign in, and renders per reader otherwise', () => {
  expect(route('/areaxList?parentId=96&tabIndex=96')).toEqual({
    kind: 'redirect',
    path: '/login?redirect=%2FareaxList%3FparentId%3D96%26tabIndex%3D96',
  });
  expect(route('/en/areaxList?parentId=96')).toEqual({ kind: 'redirect', path: '/en/login?redirect=%2Fen%2FareaxList%3FparentId%3D96' });
  expect(route('/areaxList?parentId=96&tabIndex=96', true)).toEqual({ kind: 'rewrite', path: '/zh/members/96/1/20' });
});

test('a member-only article needs a session and is rendered per reader', () => {
  expect(route('/article?articleId=5&members=1')).toEqual({
    kind: 'redirect',
    path: '/login?redirect=%2Farticle%3FarticleId%3D5%26members%3D1',
  });
  expect(route('/article?articleId=5&members=1', true)).toEqual({ kind: 'rewrite', path: '/zh/members/article/5' });
});

test('aliases serve the page they name', () => {
  expect(route('/evaluate')).toEqual({ kind: 'rewrite', path: '/zh/meritRating' });
  expect(route('/en/pxMessage')).toEqual({ kind: 'rewrite', path: '/en/trainingEventMessage' });
  // /Membership is the sign-up, which needs a session: the member gate serves it, not an alias.
  expect(route('/Membership?from=nav')).toBeNull();
});

test('the list of every article is cached per page like a category list; a search is rendered per reader', () => {
  expect(route('/articleList')).toEqual({ kind: 'rewrite', path: '/zh/articleList/1/20' });
  expect(route('/en/articleList?pageNum=3&pageSize=50')).toEqual({ kind: 'rewrite', path: '/en/articleList/3/50' });
  expect(route('/en/articleList?all=1')).toEqual({ kind: 'rewrite', path: '/en/articleList/1/20/all' });
  expect(route('/articleList?all=1&pageNum=0&pageSize=7&articleName=%20')).toEqual({ kind: 'rewrite', path: '/zh/articleList/1/20' });
  expect(route('/articleList?articleName=%E5%BD%95%E9%9F%B3')).toBeNull();
  expect(route('/en/articleList?articleName=mixing&pageNum=2')).toBeNull();
});

test('other paths are not touched', () => {
  expect(route('/articleListing')).toBeNull();
  expect(route('/areaxListing?parentId=1')).toBeNull();
});

test('list links write only what differs from the defaults', () => {
  expect(categoryListPath(10, 11)).toBe('/areaxList?parentId=10&tabIndex=11');
  expect(categoryListPath(10, 11, 2, 50)).toBe('/areaxList?parentId=10&tabIndex=11&pageNum=2&pageSize=50');
  expect(categoryListPath(10, 11, 1, 20, true)).toBe('/areaxList?parentId=10&tabIndex=11&all=1');
});
