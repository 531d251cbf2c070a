import Redis from 'ioredis';
import { getConfig } from '../config';

const holder = globalThis as typeof globalThis & { __portalRedis?: Redis | null };

/**
 * The process's Redis connection (REDIS_URL), shared by the key-value store, the revalidation
 * channel and the readiness check; null when instances share nothing beyond the database. While
 * Redis is down a command fails within seconds (commandTimeout) rather than waiting for it, so a
 * request gets an error instead of hanging, and the client reconnects in the background.
 */
export function sharedRedis(): Redis | null {
  if (holder.__portalRedis === undefined) {
    const url = getConfig().redisUrl;
    holder.__portalRedis = url ? connectRedis(url) : null;
  }
  return holder.__portalRedis;
}

/** A new connection with the portal's settings: a subscriber needs one of its own. */
export function connectRedis(url: string): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: 3_000,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Without a listener an unreachable server would throw from the event emitter; the failing
  // commands report it where it matters.
  redis.on('error', () => undefined);
  return redis;
}
