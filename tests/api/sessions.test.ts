import { eq } from 'drizzle-orm';
import { sysUser, sysUserSession } from '@/lib/backend/db/schema';
import { ADMIN_PASSWORD, startHarness, type Harness } from '../support/api-harness';

let api: Harness;

beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api?.close());

async function bearerLogin(): Promise<string> {
  const answer = await api.direct('POST', '/login', null, { username: 'admin', password: ADMIN_PASSWORD });
  expect(answer.body.code).toBe(200);
  return answer.body.token as string;
}

describe('API tokens', () => {
  test('a token works until logout, then answers 401 at once', async () => {
    const token = await bearerLogin();
    expect((await api.direct('GET', '/getInfo', token)).body.code).toBe(200);
    expect((await api.direct('POST', '/logout', token)).body).toEqual({ code: 200, msg: '退出成功' });
    expect((await api.direct('GET', '/getInfo', token)).body).toEqual({ code: 401, msg: '请求访问：/getInfo，认证失败，无法访问系统资源' });
  });

  test('a token whose signature was tampered with is anonymous', async () => {
    const token = await bearerLogin();
    const [header, payload, signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ login_user_key: 'x', sub: 'admin' })).toString('base64url');
    expect((await api.direct('GET', '/getInfo', `${header}.${forgedPayload}.${signature}`)).body.code).toBe(401);
    // The first character carries six bits of the signature; the last one only four (its other
    // two are padding), so changing the end may leave the same bytes.
    const tampered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect((await api.direct('GET', '/getInfo', `${header}.${payload}.${tampered}`)).body.code).toBe(401);
    expect((await api.direct('GET', '/getInfo', 'not-a-token')).body.code).toBe(401);
  });

  test('sessions expire after 30 idle minutes and a call with under 20 left renews them', async () => {
    const { db } = api.backend.deps;
    await db.delete(sysUserSession);
    const token = await bearerLogin();
    const soon = new Date(Date.now() + 5 * 60 * 1000);
    await db.update(sysUserSession).set({ expireTime: soon }).where(eq(sysUserSession.userId, 1));
    expect((await api.direct('GET', '/getInfo', token)).body.code).toBe(200);
    const [renewed] = await db.select().from(sysUserSession).where(eq(sysUserSession.userId, 1));
    expect(renewed.expireTime.getTime()).toBeGreaterThan(Date.now() + 29 * 60 * 1000);

    await db
      .update(sysUserSession)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(sysUserSession.userId, 1));
    expect((await api.direct('GET', '/getInfo', token)).body.code).toBe(401);
  });

  test('a disabled account loses its sessions and cannot sign in', async () => {
    const token = await bearerLogin();
    const { db } = api.backend.deps;
    await db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userId, 1));
    try {
      expect((await api.direct('GET', '/getInfo', token)).body.code).toBe(401);
      expect((await api.direct('POST', '/login', null, { username: 'admin', password: ADMIN_PASSWORD })).body.msg).toBe(
        '用户已封禁，请联系管理员',
      );
      expect((await api.direct('POST', '/login', null, { username: 'admin', password: 'wrong-one' })).body.msg).toBe('用户不存在/密码错误');
    } finally {
      await db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userId, 1));
      await api.backend.deps.kv.delete('pwd_err_cnt:admin');
    }
  });

  test('unknown paths and methods answer envelopes, and only a signed-in caller learns which', async () => {
    expect((await api.direct('GET', '/no/such/path')).body).toEqual({
      code: 401,
      msg: '请求访问：/no/such/path，认证失败，无法访问系统资源',
    });
    const token = await bearerLogin();
    expect((await api.direct('GET', '/no/such/path', token)).body).toEqual({ code: 404, msg: '请求地址不存在：/no/such/path' });
    expect((await api.direct('DELETE', '/captchaImage', token)).body.code).toBe(405);
  });
});
