/** @postgres instances share the store on the database. */
import crypto from 'node:crypto';
import type Redis from 'ioredis';
import { createBackend, type Backend } from '@/lib/backend/app';
import { serverRoutes } from '@/root/server-modules';
import { RedisStore } from '@/lib/backend/store/redis-store';
import { connectRedis } from '@/lib/server/redis';
import { ADMIN_PASSWORD, PORTAL_ORIGIN, startHarness, type Harness } from '../support/api-harness';
import { freezeDateAtWindowStart } from '../support/clock';
import { modeLabel } from '../support/test-mode';

const redisUrl = process.env.TEST_REDIS_URL;

// Without a Redis these tests are skipped on a developer's machine; CI must run them.
if (!redisUrl && process.env.CI) {
  test('CI gives the Redis tests a server', () => {
    throw new Error(
      'TEST_REDIS_URL is not set: CI must point it at a Redis (e.g. redis://127.0.0.1:6379/0) to test state shared by instances',
    );
  });
}

interface Answer {
  code: number;
  msg: string;
  [key: string]: unknown;
}

/**
 * Two instances of the backend over one database and one Redis, as two portal processes run:
 * whatever one of them stores for later, the other must find.
 */
(redisUrl ? describe : describe.skip)(`two instances sharing TEST_REDIS_URL (${modeLabel})`, () => {
  // A key prefix of this run's own, removed afterwards; nothing else in that Redis is touched.
  const prefix = `portal-test:${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
  let api: Harness;
  let redis: Redis;
  let one: Backend;
  let other: Backend;

  beforeAll(async () => {
    api = await startHarness({ captchaEnabled: true });
    redis = connectRedis(redisUrl!);
    one = createBackend({ ...api.backend.deps, kv: new RedisStore(redis, prefix) }, await serverRoutes());
    other = createBackend({ ...api.backend.deps, kv: new RedisStore(redis, prefix) }, await serverRoutes());
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await api?.close();
  });

  async function call(
    backend: Backend,
    method: string,
    path: string,
    options: { body?: unknown; token?: string; ip?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`${PORTAL_ORIGIN}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return (await (await backend.handle(request, { ip: options.ip ?? '10.20.0.1', userAgent: 'jest' })).json()) as Answer;
  }

  async function captchaFrom(backend: Backend): Promise<{ uuid: string; code: string }> {
    const uuid = (await call(backend, 'GET', '/captchaImage')).uuid as string;
    // Read the way the server keeps it; people read the image.
    return { uuid, code: (await redis.get(`${prefix}captcha_codes:${uuid}`))! };
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
    await redis.del(`${prefix}pwd_err_cnt:admin`);
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
