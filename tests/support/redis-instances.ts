import crypto from 'node:crypto';
import type Redis from 'ioredis';
import { createBackend, type Backend } from '@/lib/backend/app';
import { RedisStore } from '@/lib/backend/store/redis-store';
import { connectRedis } from '@/lib/server/redis';
import { serverRoutes } from '@/root/server-modules';
import { PORTAL_ORIGIN, startHarness, type Harness, type HarnessOptions } from './api-harness';

/** The Redis the Redis suites run on; without it they are skipped, except in CI, where a test says it is missing. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

/** `describe` where TEST_REDIS_URL is set, else (outside CI) `describe.skip`; CI without it fails with `why`. */
export function describeOnRedis(name: string, why: string, body: () => void): void {
  if (!TEST_REDIS_URL && process.env.CI) {
    test('CI gives the Redis tests a server', () => {
      throw new Error(`TEST_REDIS_URL is not set: CI must point it at a Redis (e.g. redis://127.0.0.1:6379/0) to ${why}`);
    });
  }
  (TEST_REDIS_URL ? describe : describe.skip)(name, body);
}

export interface RedisInstances {
  /** This run's own key prefix: nothing else in that Redis is touched, and its keys are removed afterwards. */
  prefix: string;
  api: () => Harness;
  redis: () => Redis;
  /** The backends, as that many portal processes over one database and one Redis run. */
  backends: () => Backend[];
}

/** Within a `describeOnRedis`: the harness and `count` backends whose shared state is in Redis. */
export function redisInstances(count: number, options?: HarnessOptions): RedisInstances {
  const prefix = `portal-test:${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
  let api: Harness | undefined;
  let redis: Redis | undefined;
  const backends: Backend[] = [];
  beforeAll(async () => {
    api = await startHarness(options);
    redis = connectRedis(TEST_REDIS_URL!);
    const routes = await serverRoutes();
    for (let each = 0; each < count; each++)
      backends.push(createBackend({ ...api.backend.deps, kv: new RedisStore(redis, prefix) }, routes));
  });
  afterAll(async () => {
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await api?.close();
  });
  return { prefix, api: () => api!, redis: () => redis!, backends: () => backends };
}

export interface Answer {
  code: number;
  msg: string;
  [key: string]: unknown;
}

/** A call straight to one backend, as a portal process passes it on: the envelope it answers. */
export async function callBackend(
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
