import { CONTENT_TAGS } from '@/lib/content/content-tags';
import { sealSession } from '@/lib/session';
import { handleProdApi, type ProdApiOptions } from '@/lib/bff/prod-api';
import { writeTagsOf, type CacheInvalidator } from '@/lib/bff/revalidate-after-write';
import { ALL_CONTRACTS } from './contracts';

/** The portal's own contracts say which writes make which public caches stale. */
const writes = writeTagsOf(ALL_CONTRACTS);
const { mayMakeStale, tagsAfterWrite } = writes;

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';

describe('which public caches an admin write makes stale', () => {
  test('config writes revalidate the portal settings, as their contracts say', () => {
    for (const method of ['POST', 'PUT', 'put']) expect(tagsAfterWrite(method, '/system/config')).toEqual([CONTENT_TAGS.settings]);
    expect(tagsAfterWrite('DELETE', '/system/config/100,101')).toEqual([CONTENT_TAGS.settings]);
    expect(tagsAfterWrite('DELETE', '/system/config/refreshCache')).toEqual([CONTENT_TAGS.settings]);
    // The BFF keeps leading slashes and the router ignores a trailing one; neither hides a write.
    expect(tagsAfterWrite('PUT', '//system/config/')).toEqual([CONTENT_TAGS.settings]);
  });

  test('category writes revalidate the navigation and, since an article answers only in a public category, the articles', () => {
    const both = [CONTENT_TAGS.categories, CONTENT_TAGS.articles];
    expect(tagsAfterWrite('POST', '/bll/article_type', { code: 200, data: 1001 })).toEqual(both);
    expect(tagsAfterWrite('PUT', '/bll/article_type', { code: 200, data: 11 })).toEqual(both);
    expect(tagsAfterWrite('DELETE', '/bll/article_type/11,12', { code: 200 })).toEqual(both);
  });

  test('article writes revalidate the lists and the written articles, named by the answer or the path', () => {
    expect(tagsAfterWrite('POST', '/bll/article', { code: 200, data: 1005 })).toEqual([CONTENT_TAGS.articles, CONTENT_TAGS.article(1005)]);
    expect(tagsAfterWrite('PUT', '/bll/article', { code: 200, data: { id: 7, version: 3 } })).toEqual([
      CONTENT_TAGS.articles,
      CONTENT_TAGS.article(7),
    ]);
    expect(tagsAfterWrite('DELETE', '/bll/article/5,6', { code: 200 })).toEqual([
      CONTENT_TAGS.articles,
      CONTENT_TAGS.article(5),
      CONTENT_TAGS.article(6),
    ]);
    expect(tagsAfterWrite('DELETE', '/bll/article/5/', { code: 200 })).toEqual([CONTENT_TAGS.articles, CONTENT_TAGS.article(5)]);
    // An answer that names nothing still drops every list.
    expect(tagsAfterWrite('PUT', '/bll/article', { code: 200 })).toEqual([CONTENT_TAGS.articles]);
    expect(tagsAfterWrite('PUT', '/bll/article', { code: 200, data: 'x' })).toEqual([CONTENT_TAGS.articles]);
  });

  test('link writes revalidate the links only; category and article prefixes do not catch each other', () => {
    expect(tagsAfterWrite('POST', '/bll/links', { code: 200, data: 100 })).toEqual([CONTENT_TAGS.links]);
    expect(tagsAfterWrite('DELETE', '/bll/links/100', { code: 200 })).toEqual([CONTENT_TAGS.links]);
    expect(tagsAfterWrite('PUT', '/bll/articles')).toEqual([]);
    expect(tagsAfterWrite('PUT', '/bll/linksx')).toEqual([]);
  });

  test('which calls the BFF reads the answer of', () => {
    expect(mayMakeStale('PUT', '/bll/article')).toBe(true);
    expect(mayMakeStale('DELETE', '/bll/links/3')).toBe(true);
    expect(mayMakeStale('GET', '/bll/article/list')).toBe(false);
    expect(mayMakeStale('POST', '/common/upload')).toBe(false);
  });

  test('reads and other paths make nothing stale', () => {
    expect(tagsAfterWrite('GET', '/system/config/list')).toEqual([]);
    expect(tagsAfterWrite('HEAD', '/system/config/1')).toEqual([]);
    expect(tagsAfterWrite('PUT', '/system/configuration')).toEqual([]);
    expect(tagsAfterWrite('PUT', '/system/dict/data')).toEqual([]);
    expect(tagsAfterWrite('POST', '/system')).toEqual([]);
    expect(tagsAfterWrite('GET', '/bll/article/list')).toEqual([]);
    expect(tagsAfterWrite('POST', '/bll')).toEqual([]);
    // A method the endpoint does not answer changes nothing.
    expect(tagsAfterWrite('DELETE', '/system/config')).toEqual([]);
    // An export takes data out and changes nothing.
    expect(tagsAfterWrite('POST', '/bll/article/export')).toEqual([]);
  });
});

describe('the BFF drops stale public caches after a successful write', () => {
  function world(answer: (request: Request) => Response) {
    const dropped: string[] = [];
    const invalidator: CacheInvalidator = {
      revalidateTag: (tag) => dropped.push(tag),
      clearPages: () => dropped.push('pages'),
      tellOtherInstances: (tags) => dropped.push(`others: ${tags.join(' ')}`),
    };
    const options: ProdApiOptions = {
      sessionSecret: SECRET,
      trustProxy: false,
      siteUrl: null,
      revalidation: { writes, invalidator },
      callApi: async (request) => answer(request),
    };
    const call = (method: string, path: string, body?: string) =>
      handleProdApi(new Request(`http://portal.test/prod-api${path}`, { method, body }), options);
    return { dropped, call };
  }

  test('an answer with envelope code 200 revalidates the tags, empties the page cache and tells the other instances, once', async () => {
    const { dropped, call } = world(() => Response.json({ code: 200, msg: '操作成功' }));
    const answer = await call('PUT', '/system/config', '{}');
    expect(await answer.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(dropped).toEqual([CONTENT_TAGS.settings, 'pages', `others: ${CONTENT_TAGS.settings}`]);
  });

  test('an article edit drops the lists and that article, named by the answer, here and on the other instances', async () => {
    const { dropped, call } = world(() => Response.json({ code: 200, msg: '操作成功', data: { id: 42, version: 2 } }));
    await call('PUT', '/bll/article', '{}');
    expect(dropped).toEqual([
      CONTENT_TAGS.articles,
      CONTENT_TAGS.article(42),
      'pages',
      `others: ${CONTENT_TAGS.articles} ${CONTENT_TAGS.article(42)}`,
    ]);
  });

  test('a refused write, a read, an export file and another module drop nothing', async () => {
    const refused = world(() => Response.json({ code: 500, msg: '参数不存在' }));
    await refused.call('PUT', '/system/config', '{}');
    await refused.call('DELETE', '/system/config/1');
    expect(refused.dropped).toEqual([]);

    const okay = world(() => Response.json({ code: 200, msg: '操作成功' }));
    await okay.call('GET', '/system/config/list');
    await okay.call('PUT', '/system/user', '{}');
    expect(okay.dropped).toEqual([]);

    const file = world(() => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { headers: { 'content-type': 'application/octet-stream' } }));
    await file.call('POST', '/system/config/export', 'configKey=x');
    await file.call('POST', '/bll/article/export', 'status=1');
    expect(file.dropped).toEqual([]);

    const stale = world(() => Response.json({ code: 500, msg: '文章已被他人修改，请刷新后重试' }));
    await stale.call('PUT', '/bll/article', '{}');
    expect(stale.dropped).toEqual([]);
  });
});

describe('revalidatable answers pass the BFF as the API made them', () => {
  const options = (answer: () => Response): ProdApiOptions => ({
    sessionSecret: SECRET,
    trustProxy: false,
    siteUrl: null,
    callApi: async () => answer(),
  });

  test('an ETag answer keeps private, no-cache for a signed-in reader, and a 304 passes without a body', async () => {
    const cookie = `Admin-Token=${await sealSession('the-token', SECRET)}`;
    const tagged = () =>
      Response.json({ code: 200, msg: '操作成功', data: [] }, { headers: { etag: '"abc"', 'cache-control': 'private, no-cache' } });
    const answer = await handleProdApi(
      new Request('http://portal.test/prod-api/system/dict/data/type/sys_yes_no', { headers: { cookie } }),
      options(tagged),
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('etag')).toBe('"abc"');

    const unchanged = () => new Response(null, { status: 304, headers: { etag: '"abc"', 'cache-control': 'private, no-cache' } });
    const revalidated = await handleProdApi(
      new Request('http://portal.test/prod-api/system/dict/data/type/sys_yes_no', { headers: { cookie, 'if-none-match': '"abc"' } }),
      options(unchanged),
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
  });

  test('answers without an ETag, or marked public, are still never stored for a signed-in reader', async () => {
    const cookie = `Admin-Token=${await sealSession('the-token', SECRET)}`;
    const variants: Record<string, string>[] = [
      { 'cache-control': 'private, no-cache' },
      { etag: '"abc"', 'cache-control': 'public, no-cache' },
      { etag: '"abc"', 'cache-control': 'private, max-age=600' },
    ];
    for (const headers of variants) {
      const answer = await handleProdApi(
        new Request('http://portal.test/prod-api/getInfo', { headers: { cookie } }),
        options(() => Response.json({ code: 200, msg: 'x' }, { headers })),
      );
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
