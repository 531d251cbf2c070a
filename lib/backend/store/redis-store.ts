import type Redis from 'ioredis';
import type { KeyValueStore } from './key-value-store';

export const REDIS_KEY_PREFIX = 'portal:kv:';

/** Redis wants a whole, positive number of milliseconds. */
const px = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));

/**
 * The store of several instances sharing Redis (REDIS_URL): every instance sees the same captcha
 * answers, counters and rate limits, and Redis expires them itself. Keys live under a prefix so
 * the portal can share a Redis with other programs.
 */
export class RedisStore implements KeyValueStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = REDIS_KEY_PREFIX,
  ) {}

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', px(ttlMs));
  }

  async take(key: string): Promise<string | null> {
    return this.redis.getdel(this.prefix + key);
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const full = this.prefix + key;
    // One transaction, so a count never outlives its time to live if the second step failed.
    const results = await this.redis.multi().incr(full).pexpire(full, px(ttlMs)).exec();
    const failure = results?.find(([error]) => error)?.[0];
    if (!results || failure) throw failure ?? new Error(`Redis did not run the increment of ${full}`);
    return Number(results[0][1]);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
