import type Redis from 'ioredis';
import { sortKeys, type KeyValueStore, type StoreReport } from './key-value-store';

export const REDIS_KEY_PREFIX = 'portal:kv:';

/** Redis wants a whole, positive number of milliseconds. */
const px = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs));

/** A glob (SCAN MATCH) for the keys that start with `prefix`: its own `*`, `?`, `[`, `]` and `\\` match only themselves. */
const globStartingWith = (prefix: string) => `${prefix.replace(/[*?[\]\\]/g, (c) => `\\${c}`)}*`;

/** INFO's `field:value` lines as an object of strings, the section headings (`# Server`) left out. */
export function parseInfo(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (line.startsWith('#') || colon <= 0) continue;
    fields[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return fields;
}

/**
 * `INFO commandstats` as the reference's cache monitor gives it: each `cmdstat_<name>` with the
 * text between `calls=` and `,usec` as its value, a string.
 */
export function commandStatsOf(text: string): StoreReport['commandStats'] {
  return Object.entries(parseInfo(text))
    .filter(([field]) => field.startsWith('cmdstat_'))
    .map(([field, stats]) => ({
      name: field.slice('cmdstat_'.length),
      value: stats.slice(stats.indexOf('calls=') + 'calls='.length, stats.indexOf(',usec')),
    }));
}

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

  async keys(prefix: string): Promise<string[]> {
    return sortKeys((await this.scan(prefix)).map((full) => full.slice(this.prefix.length)));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const keys = await this.scan(prefix);
    let deleted = 0;
    for (let i = 0; i < keys.length; i += 500) deleted += await this.redis.unlink(...keys.slice(i, i + 500));
    return deleted;
  }

  /** Redis's own INFO, key count (the whole database's, as the reference shows it) and command calls. */
  async report(): Promise<StoreReport> {
    const [info, commandStats, dbSize] = await Promise.all([this.redis.info(), this.redis.info('commandstats'), this.redis.dbsize()]);
    return { info: { store: 'redis', ...parseInfo(info) }, dbSize, commandStats: commandStatsOf(commandStats) };
  }

  /** The full names of the store's keys that start with `prefix`, found with SCAN (KEYS would stop Redis while it runs). */
  private async scan(prefix: string): Promise<string[]> {
    const found = new Set<string>();
    const match = globStartingWith(this.prefix + prefix);
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
      for (const key of keys) found.add(key);
      cursor = next;
    } while (cursor !== '0');
    return [...found];
  }
}
