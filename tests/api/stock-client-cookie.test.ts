/**
 * The stock RuoYi clients keep their raw API token in the js-cookie `Admin-Token` and send it as
 * a bearer header on their XHRs, but a frame (系统接口 frames `/swagger-ui/index.html`) and an
 * `<img>` (a notice's picture in the stock editor and the bell) send the cookie alone. Reads the
 * contracts mark `cookieToken` take the caller from that cookie, through the same session, lock,
 * permission and file-read rules as the header; nothing else does. Checked as the stock client
 * reaches the API: straight (`npm run backend` behind its own proxy) and through the portal's
 * `/prod-api`.
 */
import { eq } from 'drizzle-orm';
import { sysUserSession } from '@/lib/backend/db/schema';
import { ADMIN_PASSWORD, CookieJar, PORTAL_ORIGIN, type Harness } from '@/tests/support/api-harness';
import { featureSuite } from '@/tests/support/feature-suite';
import { MEMBER_PASSWORD, type Person } from '@/tests/support/member-helpers';
import { PNG_BYTES } from '@/tests/support/sample-files';
import { STAFF_PASSWORD, type Staff } from '@/tests/support/staff';

let api: Harness;
let member: Person;
let docsReader: Staff;
let writer: Staff;
let reader: Staff;
let outsider: Staff;
featureSuite(
  {
    people: ['member'],
    staff: {
      docsReader: ['tool:swagger:list'],
      writer: ['system:notice:add', 'system:notice:query'],
      reader: ['system:notice:query'],
      outsider: ['system:user:list'],
    },
  },
  (suite) => {
    ({ api, member, docsReader, writer, reader, outsider } = suite);
  },
);

/** Signs in as the stock client does (`POST /login` straight to the API) and answers the raw token it keeps in its cookie. */
async function stockToken(username: string, password: string): Promise<string> {
  const answer = await api.direct('POST', '/login', null, { username, password });
  expect(answer.body.code).toBe(200);
  return String(answer.body.token);
}

/** A request of the stock client's browser straight to the API: its cookies, no Authorization header. */
const straight = (method: string, path: string, cookie: string) =>
  api.send(new Request(`${PORTAL_ORIGIN}${path}`, { method, headers: { cookie: `sidebarStatus=1; ${cookie}` } }));

/** The same through the portal's `/prod-api`, as a frame of a stock client served from this site asks. */
const throughPortal = (method: string, path: string, cookie: string) =>
  api.call(method, path, { jar: new CookieJar(), headers: { cookie, 'sec-fetch-dest': 'iframe' } });

const ROUTES = [straight, throughPortal];
const UNAUTHENTICATED = (path: string) => ({ code: 401, msg: `请求访问：${path}，认证失败，无法访问系统资源` });

async function uploadAs(who: Staff | Person): Promise<string> {
  const formData = new FormData();
  formData.append('file', new Blob([new Uint8Array(PNG_BYTES)]), 'notice.png');
  const answer = await api.call('POST', '/common/upload', { formData, jar: who.jar });
  expect(answer.body).toMatchObject({ code: 200 });
  return String(answer.body.fileName);
}

describe('the stock client’s Admin-Token cookie', () => {
  test('a framed GET of the API documents with the cookie alone answers them', async () => {
    const cookie = `Admin-Token=${await stockToken(docsReader.userName, STAFF_PASSWORD)}`;
    for (const route of ROUTES) {
      const page = await route('GET', '/swagger-ui/index.html', cookie);
      expect({ route: route.name, status: page.status, type: page.headers.get('content-type') }).toEqual({
        route: route.name,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      expect(page.bytes.toString()).toContain('<div id="swagger-ui"></div>');
      expect((await route('GET', '/swagger-ui/swagger-initializer.js', cookie)).bytes.toString()).toContain("url: '../v3/api-docs'");
      const docs = await route('GET', '/v3/api-docs', cookie);
      expect(docs.body).toMatchObject({ openapi: '3.1.0' });
      // Through the portal the cookie is not one of its sessions: it is left to the stock client, not cleared.
      expect(docs.headers.getSetCookie()).toEqual([]);
    }
  });

  test('the cookie counts as the header does: permission, lock screen, ended and unknown sessions', async () => {
    const memberCookie = `Admin-Token=${await stockToken(member.phone, MEMBER_PASSWORD)}`;
    for (const route of ROUTES)
      expect((await route('GET', '/v3/api-docs', memberCookie)).body).toEqual({ code: 403, msg: '没有权限，请联系管理员授权' });

    const locked = await stockToken(docsReader.userName, STAFF_PASSWORD);
    expect((await api.direct('POST', '/lockscreen', locked)).body.code).toBe(200);
    for (const route of ROUTES)
      expect((await route('GET', '/v3/api-docs', `Admin-Token=${locked}`)).body).toEqual({ code: 500, msg: '屏幕已锁定，请先解锁' });

    const ended = await stockToken(docsReader.userName, STAFF_PASSWORD);
    expect((await api.direct('POST', '/logout', ended)).body.code).toBe(200);
    const expired = await stockToken(docsReader.userName, STAFF_PASSWORD);
    await api.backend.deps.db
      .update(sysUserSession)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(sysUserSession.userId, docsReader.userId));
    const [header, , signature] = expired.split('.');
    const unknown = `${header}.${Buffer.from(JSON.stringify({ login_user_key: 'no-such-session', sub: docsReader.userName })).toString('base64url')}.${signature}`;
    for (const token of [ended, expired, unknown, 'not-a-token'])
      for (const route of ROUTES)
        expect({ token, body: (await route('GET', '/v3/api-docs', `Admin-Token=${token}`)).body }).toEqual({
          token,
          body: UNAUTHENTICATED('/v3/api-docs'),
        });
  });

  test('two such cookies name nobody', async () => {
    const token = await stockToken(docsReader.userName, STAFF_PASSWORD);
    expect((await straight('GET', '/v3/api-docs', `Admin-Token=${token}; Admin-Token=${token}`)).body).toEqual(
      UNAUTHENTICATED('/v3/api-docs'),
    );
  });

  test('a picture GET with the cookie alone follows the file-read rule', async () => {
    const own = await uploadAs(member);
    const memberCookie = `Admin-Token=${await stockToken(member.phone, MEMBER_PASSWORD)}`;
    const notice = await uploadAs(writer);
    const added = await writer.call('POST', '/system/notice', {
      noticeTitle: '带图片的公告',
      noticeType: '1',
      status: '0',
      noticeContent: `<p><img src="/prod-api${notice}" /></p>`,
    });
    expect(added.body.code).toBe(200);
    const readerCookie = `Admin-Token=${await stockToken(reader.userName, STAFF_PASSWORD)}`;
    const outsiderCookie = `Admin-Token=${await stockToken(outsider.userName, STAFF_PASSWORD)}`;

    for (const route of ROUTES) {
      const shows = async (name: string, cookie: string) => {
        const answer = await route('GET', name, cookie);
        return answer.headers.get('content-type') === 'image/png' ? 'shown' : answer.body;
      };
      // The uploader reads their own picture; a reader of notices one that an open notice shows.
      expect(await shows(own, memberCookie)).toBe('shown');
      expect(await shows(notice, readerCookie)).toBe('shown');
      // Anyone else is refused as with the header: the file is not found for them.
      expect(await shows(own, readerCookie)).toEqual({ code: 404, msg: expect.any(String) });
      expect(await shows(notice, outsiderCookie)).toEqual({ code: 404, msg: expect.any(String) });
      expect(await shows(notice, memberCookie)).toEqual({ code: 404, msg: expect.any(String) });
      expect(await shows(own, 'Admin-Token=not-a-token')).toEqual(UNAUTHENTICATED(own));
    }
  });

  test('a write, or a read whose contract does not say so, with the cookie alone is refused as unauthenticated', async () => {
    const token = await stockToken('admin', ADMIN_PASSWORD);
    const cookie = `Admin-Token=${token}`;
    const calls: [string, string][] = [
      ['POST', '/system/notice'],
      ['PUT', '/system/user/profile'],
      ['DELETE', '/monitor/cache/clearCacheAll'],
      ['POST', '/lockscreen'],
      ['GET', '/getInfo'],
      ['GET', '/common/download/resource'],
    ];
    for (const [method, path] of calls)
      expect({ method, path, body: (await straight(method, path, cookie)).body }).toEqual({ method, path, body: UNAUTHENTICATED(path) });
    // Through the portal, a write carries no cookie on at all.
    for (const [method, path] of calls.filter(([method]) => method !== 'GET'))
      expect({ method, path, code: (await throughPortal(method, path, cookie)).body.code }).toEqual({ method, path, code: 401 });
    // Signing out is open to anyone, and with the cookie alone it ends nothing.
    expect((await straight('POST', '/logout', cookie)).body.code).toBe(200);
    expect((await api.direct('GET', '/getInfo', token)).body.code).toBe(200);
  });
});
