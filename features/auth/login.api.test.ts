/** @postgres parallel password tries race on the engine's locks. */
import { count, eq } from 'drizzle-orm';
import { sysConfig } from '@/features/system/tables';
import { sysLogininfor } from '@/features/auth/tables';
import { sysUserSession } from '@/lib/backend/db/schema';
import { ADMIN_PASSWORD, startHarness, type Harness } from '@/tests/support/api-harness';
import { modeLabel } from '@/tests/support/test-mode';

let api: Harness;

beforeAll(async () => {
  api = await startHarness({ captchaEnabled: true });
});
afterAll(() => api?.close());

async function captcha(): Promise<{ uuid: string; answer: string }> {
  const answer = await api.call('GET', '/captchaImage');
  expect(answer.body).toMatchObject({ code: 200, captchaEnabled: true });
  const uuid = answer.body.uuid as string;
  // The test reads the answer the way the server keeps it; people read the image.
  const stored = await api.backend.deps.kv.get(`captcha_codes:${uuid}`);
  return { uuid, answer: stored! };
}

/** Forgets every failed sign-in of admin, from every address, so the next test starts unlocked. */
const forgetAdminFailures = () => api.backend.deps.kv.deletePrefix('pwd_err_cnt:admin');

async function loginCount(status: string): Promise<number> {
  const [row] = await api.backend.deps.db.select({ n: count() }).from(sysLogininfor).where(eq(sysLogininfor.status, status));
  return row.n;
}

describe(`sign-in (${modeLabel})`, () => {
  test('the captcha is a 160x60 JPEG with a 32-hex uuid', async () => {
    const answer = await api.call('GET', '/captchaImage');
    expect(answer.body.uuid).toMatch(/^[0-9a-f]{32}$/);
    const image = Buffer.from(answer.body.img as string, 'base64');
    expect(image.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(image.length).toBeGreaterThan(1000);
  });

  test('captcha → login sets an HttpOnly Admin-Token and the answer holds no token', async () => {
    const { uuid, answer } = await captcha();
    const login = await api.call('POST', '/login', { body: { username: '  admin ', password: ADMIN_PASSWORD, code: answer, uuid } });
    expect(login.body).toEqual({ code: 200, msg: '操作成功' });
    const [session, hint] = login.headers.getSetCookie();
    expect(session).toMatch(/^Admin-Token=[^;]+; Path=\/; SameSite=Lax; HttpOnly$/);
    expect(hint).toBe('Portal-Signed-In=1; Path=/; SameSite=Lax');

    const info = await api.call('GET', '/getInfo');
    expect(info.body).toMatchObject({
      code: 200,
      roles: ['admin'],
      permissions: ['*:*:*'],
      isMember: false,
      isStaff: true,
      pwdChrtype: '0',
    });
    expect((info.body.user as Record<string, unknown>).userName).toBe('admin');
    expect(info.body.user).not.toHaveProperty('password');
    expect(info.headers.get('cache-control')).toBe('private, no-store');

    const routers = await api.call('GET', '/getRouters');
    const paths = (routers.body.data as { path: string }[]).map((r) => r.path);
    expect(paths).toEqual(['/content', '/member', '/system', '/monitor', '/tool']);

    const logout = await api.call('POST', '/logout');
    expect(logout.body).toEqual({ code: 200, msg: '退出成功' });
    expect(logout.headers.getSetCookie().join()).toMatch(/Admin-Token=;.*Max-Age=0/);
    expect((await api.call('GET', '/getInfo')).body.code).toBe(401);
  });

  test('a captcha is single use', async () => {
    const { uuid, answer } = await captcha();
    const first = await api.call('POST', '/login', { body: { username: 'admin', password: 'wrong-pass', code: answer, uuid } });
    expect(first.body.msg).toBe('用户不存在/密码错误');
    const again = await api.call('POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD, code: answer, uuid } });
    expect(again.body).toMatchObject({ code: 500, msg: '验证码已失效' });
    await forgetAdminFailures();
  });

  test('a wrong captcha answer, a missing one and an unknown uuid are refused', async () => {
    const { uuid, answer } = await captcha();
    const wrong = String((Number(answer) + 1) % 100);
    expect(
      (await api.call('POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD, code: wrong, uuid } })).body,
    ).toMatchObject({ code: 500, msg: '验证码错误' });
    expect((await api.call('POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD } })).body).toMatchObject({
      code: 500,
      msg: '验证码已失效',
    });
    expect(
      (await api.call('POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD, code: '1', uuid: 'f'.repeat(32) } })).body
        .msg,
    ).toBe('验证码已失效');
    expect(api.jar.session).toBeNull();
  });

  test('an expired captcha is refused', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask', 'hrtime', 'performance'] });
    try {
      const { uuid, answer } = await captcha();
      jest.setSystemTime(Date.now() + 2 * 60 * 1000 + 1000);
      const late = await api.call('POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD, code: answer, uuid } });
      expect(late.body).toMatchObject({ code: 500, msg: '验证码已失效' });
    } finally {
      jest.useRealTimers();
    }
  });

  describe('with the captcha switched off in config', () => {
    beforeAll(() =>
      api.backend.deps.db.update(sysConfig).set({ configValue: 'false' }).where(eq(sysConfig.configKey, 'sys.account.captchaEnabled')),
    );
    afterAll(() =>
      api.backend.deps.db.update(sysConfig).set({ configValue: 'true' }).where(eq(sysConfig.configKey, 'sys.account.captchaEnabled')),
    );

    test('captchaImage says so and login needs no code', async () => {
      expect((await api.call('GET', '/captchaImage')).body).toEqual({ code: 200, msg: '操作成功', captchaEnabled: false });
      expect((await api.loginAsAdmin()).body.code).toBe(200);
      await api.call('POST', '/logout');
    });

    test('unknown users and wrong passwords get one message, and are logged', async () => {
      const failuresBefore = await loginCount('1');
      expect((await api.call('POST', '/login', { body: { username: 'nobody', password: 'whatever1' } })).body).toMatchObject({
        code: 500,
        msg: '用户不存在/密码错误',
      });
      expect((await api.call('POST', '/login', { body: { username: '', password: '' } })).body.msg).toBe('用户不存在/密码错误');
      expect(await loginCount('1')).toBe(failuresBefore + 2);
    });

    test('five wrong passwords lock the account for ten minutes, even against the right one', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await api.call('POST', '/login', { body: { username: 'admin', password: `wrong-${i}xx` } })).body.msg).toBe(
          '用户不存在/密码错误',
        );
      }
      expect((await api.loginAsAdmin()).body).toMatchObject({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
      expect(api.jar.session).toBeNull();
      await forgetAdminFailures();
      expect((await api.loginAsAdmin()).body.code).toBe(200);
      await api.call('POST', '/logout');
    });

    test('wrong passwords lock the account only at the address they came from, and unlock lifts the lock everywhere', async () => {
      const at = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      const signIn = (address: string, password: string) =>
        api.call('POST', '/login', { body: { username: 'admin', password }, ...at(address) });
      for (let i = 0; i < 5; i++) expect((await signIn('10.7.0.1', `wrong-${i}xx`)).body.msg).toBe('用户不存在/密码错误');
      expect((await signIn('10.7.0.1', ADMIN_PASSWORD)).body).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });

      // The guesser's address is locked out; the administrator elsewhere is not, and does not unlock it.
      expect((await signIn('10.7.0.2', ADMIN_PASSWORD)).body.code).toBe(200);
      expect((await signIn('10.7.0.1', ADMIN_PASSWORD)).body.msg).toBe('密码输入错误5次，帐户锁定10分钟');

      expect((await api.call('GET', '/monitor/logininfor/unlock/admin', at('10.7.0.2'))).body.code).toBe(200);
      expect(await api.backend.deps.kv.keys('pwd_err_cnt:admin')).toEqual([]);
      expect((await signIn('10.7.0.1', ADMIN_PASSWORD)).body.code).toBe(200);
      await api.call('POST', '/logout');
    });

    test('the account is locked for every address only after fifty wrong passwords from all of them', async () => {
      const signIn = (address: string, password: string) =>
        api.call('POST', '/login', { body: { username: 'admin', password }, headers: { 'x-forwarded-for': address } });
      try {
        for (let address = 1; address <= 10; address++) {
          for (let i = 0; i < 5; i++) expect((await signIn(`10.8.0.${address}`, `wrong-${i}xx`)).body.msg).toBe('用户不存在/密码错误');
        }
        expect((await signIn('10.8.0.99', ADMIN_PASSWORD)).body).toEqual({ code: 500, msg: '密码输入错误50次，帐户锁定10分钟' });
      } finally {
        await forgetAdminFailures();
      }
    });

    test('a name no account has locks as a real account does, so the answers cannot tell them apart', async () => {
      const fromElsewhere = { 'x-forwarded-for': '10.1.2.44' };
      const answersFor = async (username: string) => {
        const messages: unknown[] = [];
        for (let i = 0; i < 6; i++)
          messages.push(
            (await api.call('POST', '/login', { body: { username, password: `wrong-${i}xx` }, headers: fromElsewhere })).body.msg,
          );
        return messages;
      };
      const unknown = await answersFor('nobody-here');
      expect(unknown).toEqual(await answersFor('admin'));
      expect(unknown.at(-1)).toBe('密码输入错误5次，帐户锁定10分钟');
      await forgetAdminFailures();
      await api.backend.deps.kv.deletePrefix('pwd_err_cnt:nobody-here');
    });

    test('parallel guesses cannot get past the five-try limit', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => api.call('POST', '/login', { body: { username: 'admin', password: `guess-${i}xx` } })),
      );
      const messages = answers.map((a) => a.body.msg).sort();
      expect(messages.filter((m) => m === '用户不存在/密码错误')).toHaveLength(5);
      expect(messages.filter((m) => m === '密码输入错误5次，帐户锁定10分钟')).toHaveLength(3);
      await forgetAdminFailures();
    });

    test('empty, malformed, non-object and 1 MB bodies get envelopes and change nothing', async () => {
      const sessionsBefore = (await api.backend.deps.db.select({ n: count() }).from(sysUserSession))[0].n;
      const headers = { 'content-type': 'application/json' };
      expect((await api.call('POST', '/login', { rawBody: '', headers })).body).toMatchObject({ code: 500, msg: '用户不存在/密码错误' });
      expect((await api.call('POST', '/login', { rawBody: '{"username": "admin",', headers })).body).toEqual({
        code: 500,
        msg: '请求数据格式不正确',
      });
      expect((await api.call('POST', '/login', { rawBody: '[1,2]', headers })).body).toEqual({ code: 500, msg: '请求数据格式不正确' });
      const huge = JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, pad: 'x'.repeat(1024 * 1024) });
      expect((await api.call('POST', '/login', { rawBody: huge, headers })).body).toEqual({ code: 500, msg: '请求数据过大' });
      expect((await api.call('POST', '/login', { body: { username: 42, password: ['x'] } })).body.msg).toBe('用户不存在/密码错误');
      expect((await api.backend.deps.db.select({ n: count() }).from(sysUserSession))[0].n).toBe(sessionsBefore);
    });
  });

  test('the IP blacklist refuses sign-in from a listed address', async () => {
    const { db } = api.backend.deps;
    await db.update(sysConfig).set({ configValue: 'false' }).where(eq(sysConfig.configKey, 'sys.account.captchaEnabled'));
    await db.update(sysConfig).set({ configValue: '10.1.*' }).where(eq(sysConfig.configKey, 'sys.login.blackIPList'));
    try {
      expect((await api.loginAsAdmin()).body).toMatchObject({ code: 500, msg: '很遗憾，访问IP已被列入系统黑名单' });
    } finally {
      await db.update(sysConfig).set({ configValue: '' }).where(eq(sysConfig.configKey, 'sys.login.blackIPList'));
      await db.update(sysConfig).set({ configValue: 'true' }).where(eq(sysConfig.configKey, 'sys.account.captchaEnabled'));
    }
  });
});
