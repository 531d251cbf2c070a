/**
 * The cache monitor with Redis as the store (REDIS_URL): `GET /monitor/cache` answers Redis's own
 * INFO, key count and commandstats, which fill every field of the stock cache screen. The same
 * call on the other stores is checked in features/monitor/cache/cache.api.test.ts.
 */
import crypto from 'node:crypto';
import type Redis from 'ioredis';
import { createBackend, type Backend } from '@/lib/backend/app';
import { parseInfo, RedisStore } from '@/lib/backend/store/redis-store';
import { connectRedis } from '@/lib/server/redis';
import { serverRoutes } from '@/root/server-modules';
import { ADMIN_PASSWORD, PORTAL_ORIGIN, startHarness, type Harness } from '../support/api-harness';
import { expectStockScreenFields } from '../support/stock-cache-screen';

const redisUrl = process.env.TEST_REDIS_URL;

// Without a Redis these tests are skipped on a developer's machine; CI must run them.
if (!redisUrl && process.env.CI) {
  test('CI gives the Redis tests a server', () => {
    throw new Error(
      'TEST_REDIS_URL is not set: CI must point it at a Redis (e.g. redis://127.0.0.1:6379/0) to test the cache monitor on it',
    );
  });
}

(redisUrl ? describe : describe.skip)('the cache monitor on TEST_REDIS_URL', () => {
  // A key prefix of this run's own, removed afterwards; nothing else in that Redis is touched.
  const prefix = `portal-test:${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
  let api: Harness;
  let redis: Redis;
  let backend: Backend;

  beforeAll(async () => {
    api = await startHarness();
    redis = connectRedis(redisUrl!);
    backend = createBackend({ ...api.backend.deps, kv: new RedisStore(redis, prefix) }, await serverRoutes());
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await api?.close();
  });

  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = { 'user-agent': 'jest', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(`${PORTAL_ORIGIN}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await (await backend.handle(request, { ip: '10.9.9.9', userAgent: 'jest' })).json()) as Record<string, unknown>;
  };

  test('the figures are Redis’s own INFO and commandstats, every field of the stock screen filled', async () => {
    // Signing in writes the store (the failure counter is cleared), so Redis has calls to count.
    const token = String((await call('POST', '/login', undefined, { username: 'admin', password: ADMIN_PASSWORD })).token);
    const answer = await call('GET', '/monitor/cache', token);
    expect(answer).toMatchObject({ code: 200, msg: '操作成功' });
    const data = answer.data as { info: Record<string, string>; dbSize: number; commandStats: { name: string; value: string }[] };
    const info = parseInfo(await redis.info('server'));
    expect(data.info).toMatchObject({
      store: 'redis',
      redis_version: info.redis_version,
      redis_mode: info.redis_mode,
      tcp_port: info.tcp_port,
    });
    expectStockScreenFields(data.info);
    expect(data.dbSize).toEqual(expect.any(Number));
    expect(data.commandStats.length).toBeGreaterThan(0);
    for (const stat of data.commandStats)
      expect(stat).toEqual({ name: expect.stringMatching(/^[\w|-]+$/), value: expect.stringMatching(/^\d+$/) });
    expect(data.commandStats.map((stat) => stat.name)).toContain('info');
  });
});
