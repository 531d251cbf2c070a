import { sealSession } from '../session';
import { handleProdApi, type ProdApiOptions } from './prod-api';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';

function stubApi(answer: (request: Request) => Response = () => Response.json({ code: 200, msg: '操作成功' })) {
  const seen: Request[] = [];
  const options: ProdApiOptions = {
    sessionSecret: SECRET,
    trustProxy: false,
    siteUrl: null,
    callApi: async (request) => {
      seen.push(request);
      return answer(request);
    },
  };
  return { seen, options };
}

describe('the /prod-api backend-for-frontend', () => {
  test('strips the prefix, keeps the query verbatim and turns the cookie into a bearer token', async () => {
    const { seen, options } = stubApi();
    const cookie = await sealSession('the-token', SECRET);
    await handleProdApi(
      new Request('http://portal.test/prod-api/system/user/list?params%5BbeginTime%5D=2026-01-01&pageNum=1', {
        headers: { cookie: `other=1; Admin-Token=${cookie}`, 'x-forwarded-host': 'evil.example' },
      }),
      options,
    );
    expect(seen[0].url).toBe('http://portal.test/system/user/list?params%5BbeginTime%5D=2026-01-01&pageNum=1');
    expect(seen[0].headers.get('authorization')).toBe('Bearer the-token');
    expect(seen[0].headers.get('cookie')).toBeNull();
    expect(seen[0].headers.get('x-forwarded-host')).toBeNull();
  });

  test('registerByPhone, login and calls marked isToken:false carry no token', async () => {
    const { seen, options } = stubApi();
    const cookie = `Admin-Token=${await sealSession('the-token', SECRET)}`;
    await handleProdApi(
      new Request('http://portal.test/prod-api/registerByPhone', { method: 'POST', headers: { cookie }, body: '{}' }),
      options,
    );
    await handleProdApi(new Request('http://portal.test/prod-api/getInfo', { headers: { cookie, isToken: 'false' } }), options);
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual([null, null]);
  });

  test('a forged cookie is ignored and cleared', async () => {
    const { seen, options } = stubApi();
    const answer = await handleProdApi(
      new Request('http://portal.test/prod-api/getInfo', { headers: { cookie: 'Admin-Token=Fe26.2**forged' } }),
      options,
    );
    expect(seen[0].headers.get('authorization')).toBeNull();
    expect(answer.headers.getSetCookie()[0]).toMatch(/^Admin-Token=; .*Max-Age=0/);
  });

  test('a stock client’s raw token in the cookie is its own: never a bearer nor cleared, carried on alone by a read', async () => {
    const { seen, options } = stubApi();
    const cookie = 'sidebarStatus=1; Admin-Token=eyJhbGciOiJIUzUxMiJ9.eyJsb2dpbl91c2VyX2tleSI6IngifQ.c2lnbmF0dXJl';
    const read = await handleProdApi(new Request('http://portal.test/prod-api/swagger-ui/index.html', { headers: { cookie } }), options);
    const write = await handleProdApi(
      new Request('http://portal.test/prod-api/system/notice', { method: 'POST', headers: { cookie }, body: '{}' }),
      options,
    );
    expect(seen.map((r) => [r.headers.get('authorization'), r.headers.get('cookie')])).toEqual([
      [null, 'Admin-Token=eyJhbGciOiJIUzUxMiJ9.eyJsb2dpbl91c2VyX2tleSI6IngifQ.c2lnbmF0dXJl'],
      [null, null],
    ]);
    expect([...read.headers.getSetCookie(), ...write.headers.getSetCookie()]).toEqual([]);
  });

  test('calls another site makes are refused before reaching the API', async () => {
    const { seen, options } = stubApi();
    const foreign = await handleProdApi(
      new Request('http://portal.test/prod-api/logout', { method: 'POST', headers: { origin: 'https://evil.example' } }),
      options,
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ code: 403, msg: '跨站请求被拒绝' });
    const crossSite = await handleProdApi(
      new Request('http://portal.test/prod-api/logout', { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' } }),
      options,
    );
    expect(crossSite.status).toBe(403);
    expect(seen).toHaveLength(0);

    await handleProdApi(
      new Request('http://portal.test/prod-api/logout', { method: 'POST', headers: { origin: 'http://portal.test' } }),
      options,
    );
    // Next rebuilds request.url from its own host name; the browser's Host header is what counts.
    await handleProdApi(
      new Request('http://localhost:3000/prod-api/logout', {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:3210', host: '127.0.0.1:3210' },
      }),
      options,
    );
    await handleProdApi(new Request('http://portal.test/prod-api/getInfo', { headers: { origin: 'https://evil.example' } }), options);
    expect(seen).toHaveLength(3);

    const crossSiteLink = await handleProdApi(
      new Request('http://portal.test/prod-api/logout', { headers: { 'sec-fetch-site': 'cross-site' } }),
      options,
    );
    expect(crossSiteLink.status).toBe(403);
    await handleProdApi(
      new Request('http://portal.test/prod-api/profile/upload/2026/08/18/a.png', { headers: { 'sec-fetch-site': 'cross-site' } }),
      options,
    );
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/logout', '/logout', '/getInfo', '/profile/upload/2026/08/18/a.png']);
  });

  test('reads that change state pass only from the pages of the site itself, never from a sibling origin or without the browser saying so', async () => {
    const { seen, options } = stubApi();
    const unlock = 'http://portal.test/prod-api/monitor/logininfor/unlock/admin';
    const dropExport = 'http://portal.test/prod-api/common/download?fileName=x.xlsx&delete=true';
    for (const url of [unlock, dropExport]) {
      for (const headers of [
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'none' },
        {},
      ] as Record<string, string>[]) {
        const refused = await handleProdApi(new Request(url, { headers }), options);
        expect(refused.status).toBe(403);
      }
    }
    expect(seen).toHaveLength(0);
    await handleProdApi(new Request(unlock, { headers: { 'sec-fetch-site': 'same-origin' } }), options);
    await handleProdApi(new Request(dropExport, { headers: { 'sec-fetch-site': 'same-origin' } }), options);
    await handleProdApi(
      new Request('http://portal.test/prod-api/common/download?fileName=x.xlsx', { headers: { 'sec-fetch-site': 'same-site' } }),
      options,
    );
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/monitor/logininfor/unlock/admin', '/common/download', '/common/download']);
  });

  test('a login answer becomes a Secure cookie over TLS, and its token is removed', async () => {
    const { options } = stubApi(() => Response.json({ code: 200, msg: '操作成功', token: 'issued' }));
    const answer = await handleProdApi(new Request('https://portal.test/prod-api/login', { method: 'POST', body: '{}' }), options);
    expect(await answer.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(answer.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^Admin-Token=Fe26\.2\*[^;]+; Path=\/; SameSite=Lax; Secure; HttpOnly$/),
      'Portal-Signed-In=1; Path=/; SameSite=Lax; Secure',
    ]);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  test('forwarded protocol counts only behind a trusted proxy', async () => {
    const { options } = stubApi(() => Response.json({ code: 200, msg: '操作成功', token: 'issued' }));
    const request = () =>
      new Request('http://portal.test/prod-api/login', { method: 'POST', body: '{}', headers: { 'x-forwarded-proto': 'https' } });
    expect((await handleProdApi(request(), options)).headers.getSetCookie()[0]).not.toMatch(/Secure/);
    expect((await handleProdApi(request(), { ...options, trustProxy: true })).headers.getSetCookie()[0]).toMatch(/Secure; HttpOnly$/);
  });

  test('passes a well-formed request id on to the API, and replaces any other', async () => {
    const { seen, options } = stubApi();
    const sent = ['nginx-3f2b9c0e', '"},"level":"admin', 'x'.repeat(65), null];
    for (const id of sent) {
      await handleProdApi(
        new Request('http://portal.test/prod-api/getInfo', { headers: id === null ? {} : { 'x-request-id': id } }),
        options,
      );
    }
    const forwarded = seen.map((r) => r.headers.get('x-request-id'));
    expect(forwarded[0]).toBe('nginx-3f2b9c0e');
    for (const id of forwarded.slice(1)) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the API call follows the browser: when it goes away, the call is cancelled', async () => {
    const { seen, options } = stubApi();
    const browser = new AbortController();
    await handleProdApi(new Request('http://portal.test/prod-api/system/user/list', { signal: browser.signal }), options);
    browser.abort();
    expect(seen[0].signal.aborted).toBe(true);
  });

  test('a failed login sets no cookie; logout always clears it', async () => {
    const failed = stubApi(() => Response.json({ code: 500, msg: '验证码错误' }));
    expect(
      (
        await handleProdApi(new Request('http://portal.test/prod-api/login', { method: 'POST', body: '{}' }), failed.options)
      ).headers.getSetCookie(),
    ).toEqual([]);
    const logout = stubApi(() => Response.json({ code: 200, msg: '退出成功' }));
    const answer = await handleProdApi(new Request('http://portal.test/prod-api/logout', { method: 'POST' }), logout.options);
    expect(answer.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
  });
});
