/** @postgres instances share the store on the database. */
import type { Backend } from '@/lib/backend/app';
import { ADMIN_PASSWORD } from '../support/api-harness';
import { freezeDateAtWindowStart } from '../support/clock';
import { callBackend as call, describeOnRedis, redisInstances } from '../support/redis-instances';
import { modeLabel } from '../support/test-mode';

/**
 * Two instances of the backend over one database and one Redis, as two portal processes run:
 * whatever one of them stores for later, the other must find.
 */
describeOnRedis(`two instances sharing TEST_REDIS_URL (${modeLabel})`, 'test state shared by instances', () => {
  const instances = redisInstances(2, { captchaEnabled: true });
  const { prefix } = instances;
  let one: Backend;
  let other: Backend;
  beforeAll(() => {
    [one, other] = instances.backends();
  });

  async function captchaFrom(backend: Backend): Promise<{ uuid: string; code: string }> {
    const uuid = (await call(backend, 'GET', '/captchaImage')).uuid as string;
    // Read the way the server keeps it; people read the image.
    return { uuid, code: (await instances.redis().get(`${prefix}captcha_codes:${uuid}`))! };
  }

  test('a captcha issued by one instance is checked by the other, and spent for both', async () => {
    const captcha = await captchaFrom(one);
    const signedIn = await call(other, 'POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD, ...captcha } });
    expect(signedIn).toMatchObject({ code: 200 });
    expect(await call(one, 'POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD, ...captcha } })).toEqual({
      code: 500,
      msg: '验证码已失效',
    });
  });

  test('a sign-in on one instance is valid on the other, and a logout on either ends it on both at once', async () => {
    const { token } = await call(one, 'POST', '/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, ...(await captchaFrom(one)) },
    });
    expect((await call(other, 'GET', '/getInfo', { token: token as string })).code).toBe(200);
    expect(await call(other, 'POST', '/logout', { token: token as string })).toEqual({ code: 200, msg: '退出成功' });
    expect((await call(one, 'GET', '/getInfo', { token: token as string })).code).toBe(401);
  });

  test('wrong passwords on both instances add up to one account lock', async () => {
    for (let i = 0; i < 5; i++) {
      const backend = i % 2 === 0 ? one : other;
      const answer = await call(backend, 'POST', '/login', {
        body: { username: 'admin', password: `wrong-${i}xx`, ...(await captchaFrom(backend)) },
      });
      expect(answer.msg).toBe('用户不存在/密码错误');
    }
    const locked = await call(one, 'POST', '/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD, ...(await captchaFrom(other)) },
    });
    expect(locked).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
    await instances.redis().del(`${prefix}pwd_err_cnt:admin`);
  });

  test('the suggestion limit counts calls to both instances together', async () => {
    freezeDateAtWindowStart(60_000);
    try {
      const path = `/api/bll/article/listPreview?articleName=${encodeURIComponent('录音')}`;
      const ip = '10.20.0.99';
      const codes: number[] = [];
      for (let i = 0; i < 60; i++) codes.push((await call(i % 2 === 0 ? one : other, 'GET', path, { ip })).code);
      expect(codes.every((code) => code === 200)).toBe(true);
      expect(await call(one, 'GET', path, { ip })).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
      expect(await call(other, 'GET', path, { ip })).toEqual({ code: 429, msg: '请求过于频繁，请稍后再试' });
    } finally {
      jest.useRealTimers();
    }
  });
});
