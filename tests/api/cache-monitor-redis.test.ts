/**
 * The cache monitor with Redis as the store (REDIS_URL): `GET /monitor/cache` answers Redis's own
 * INFO, key count and commandstats, which fill every field of the stock cache screen. The same
 * call on the other stores is checked in features/monitor/cache/cache.api.test.ts.
 */
import { parseInfo } from '@/lib/backend/store/redis-store';
import { ADMIN_PASSWORD } from '../support/api-harness';
import { callBackend, describeOnRedis, redisInstances } from '../support/redis-instances';
import { expectStockScreenFields } from '../support/stock-cache-screen';

describeOnRedis('the cache monitor on TEST_REDIS_URL', 'test the cache monitor on it', () => {
  const instances = redisInstances(1);
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    callBackend(instances.backends()[0], method, path, { token, body, ip: '10.9.9.9' });

  test('the figures are Redis’s own INFO and commandstats, every field of the stock screen filled', async () => {
    // Signing in writes the store (the failure counter is cleared), so Redis has calls to count.
    const token = String((await call('POST', '/login', undefined, { username: 'admin', password: ADMIN_PASSWORD })).token);
    const answer = await call('GET', '/monitor/cache', token);
    expect(answer).toMatchObject({ code: 200, msg: '操作成功' });
    const data = answer.data as { info: Record<string, string>; dbSize: number; commandStats: { name: string; value: string }[] };
    const info = parseInfo(await instances.redis().info('server'));
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
