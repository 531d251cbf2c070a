import crypto from 'node:crypto';
import type Redis from 'ioredis';
import { connectRedis } from '../../server/redis';
import { overRateLimit } from '../http/rate-limit';
import { checkListing } from '@/tests/support/store-checks';
import { commandStatsOf, parseInfo, RedisStore } from './redis-store';

const redisUrl = process.env.TEST_REDIS_URL;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Without a Redis these tests are skipped on a developer's machine; CI must run them.
if (!redisUrl && process.env.CI) {
  test('CI gives the Redis tests a server', () => {
    throw new Error('TEST_REDIS_URL is not set: CI must point it at a Redis (e.g. redis://127.0.0.1:6379/0) to test the shared store');
  });
}

test('INFO reads as strings, and command calls as the reference takes them from commandstats', () => {
  const info = '# Server\r\nredis_version:7.2.4\r\nredis_mode:standalone\r\ntcp_port:6379\r\n\r\n# Memory\r\nused_memory_human:1.02M\r\n';
  expect(parseInfo(info)).toEqual({ redis_version: '7.2.4', redis_mode: 'standalone', tcp_port: '6379', used_memory_human: '1.02M' });
  const stats =
    '# Commandstats\r\ncmdstat_get:calls=1523,usec=2100,usec_per_call=1.38,rejected_calls=0,failed_calls=0\r\ncmdstat_info:calls=7,usec=300\r\n';
  expect(commandStatsOf(stats)).toEqual([
    { name: 'get', value: '1523' },
    { name: 'info', value: '7' },
  ]);
});

(redisUrl ? describe : describe.skip)('RedisStore on TEST_REDIS_URL', () => {
  // A prefix of this run's own, so the test never touches other keys of that Redis.
  const prefix = `portal-test:${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let store: RedisStore;

  beforeAll(() => {
    redis = connectRedis(redisUrl!);
    store = new RedisStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  test('rate limits slide on Redis too: a burst across the end of a window counts in full', async () => {
    const rule = { name: 'burst', limit: 3, windowMs: 60_000 };
    const windowStart = Math.ceil(Date.now() / 60_000) * 60_000;
    for (let i = 0; i < 3; i++) expect(await overRateLimit(store, rule, '10.0.0.9', windowStart - 1000)).toBe(false);
    expect(await overRateLimit(store, rule, '10.0.0.9', windowStart + 500)).toBe(true);
  });

  test('values expire, and keys live under the prefix', async () => {
    await store.set('a', 'x', 60_000);
    expect(await store.get('a')).toBe('x');
    expect(await redis.get(`${prefix}a`)).toBe('x');
    await store.set('short', 'y', 50);
    await pause(120);
    expect(await store.get('short')).toBeNull();
    expect(await store.get('never-set')).toBeNull();
  });

  test('take is single use, also when two callers race for it', async () => {
    await store.set('b', 'y', 60_000);
    expect(await store.take('b')).toBe('y');
    expect(await store.take('b')).toBeNull();

    await store.set('raced', 'once', 60_000);
    const taken = await Promise.all(Array.from({ length: 10 }, () => store.take('raced')));
    expect(taken.filter((value) => value === 'once')).toHaveLength(1);
  });

  test('increment counts every call, restarts the time to live, and expires', async () => {
    expect(await store.increment('c', 10_000)).toBe(1);
    expect(await store.increment('c', 60_000)).toBe(2);
    expect(await redis.pttl(`${prefix}c`)).toBeGreaterThan(10_000);
    expect(await store.get('c')).toBe('2');

    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment('parallel', 60_000)));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    await store.increment('brief', 50);
    await pause(120);
    expect(await store.increment('brief', 50)).toBe(1);
  });

  test('keys are listed and deleted by prefix; deleting everything stays inside the store’s prefix', async () => {
    await checkListing(store, 'listing:');
    const report = await store.report();
    expect(report.info).toMatchObject({ store: 'redis', redis_version: expect.stringMatching(/^\d+\./), tcp_port: expect.any(String) });
    // Every field the stock cache screen shows comes from INFO itself, the CPU as a number.
    const stockFields = ['redis_mode', 'connected_clients', 'uptime_in_days', 'used_memory_human', 'maxmemory_human', 'aof_enabled'];
    for (const field of [...stockFields, 'rdb_last_bgsave_status', 'instantaneous_input_kbps', 'instantaneous_output_kbps'])
      expect({ field, value: report.info[field] }).toEqual({ field, value: expect.stringMatching(/\S/) });
    expect(report.info.used_cpu_user_children).toMatch(/^\d+(\.\d+)?$/);
    expect(report.dbSize).toBeGreaterThanOrEqual(2);
    expect(report.commandStats).toContainEqual({ name: 'set', value: expect.stringMatching(/^\d+$/) });

    // Another program's key, and one of a store under a prefix that the first one's prefix starts.
    const outside = `${prefix.slice(0, -1)}-other:x`;
    await redis.set(outside, 'kept', 'PX', 60_000);
    const own = new RedisStore(redis, `${prefix}own:`);
    await own.set('a', '1', 60_000);
    await store.set('mine', '1', 60_000);
    expect(await own.deletePrefix('')).toBe(1);
    expect(await store.get('mine')).toBe('1');
    expect(await store.deletePrefix('')).toBeGreaterThanOrEqual(1);
    expect(await store.keys('')).toEqual([]);
    expect(await redis.get(outside)).toBe('kept');
    await redis.del(outside);
  });

  test('delete removes a value', async () => {
    await store.set('d', 'z', 60_000);
    await store.delete('d');
    expect(await store.get('d')).toBeNull();
    await expect(store.delete('d')).resolves.toBeUndefined();
  });
});
