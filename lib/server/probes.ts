import type Redis from 'ioredis';
import type { AppConfig } from '../config';
import type { Probe } from './health';
import { startedBackend } from '../backend/embedded';

/** The embedded backend's database answers `select 1`; the probe never starts the backend itself. */
export function embeddedDatabaseProbe(): Probe {
  return async () => {
    const backend = startedBackend();
    if (!backend) throw new Error('the embedded backend has not started');
    await (await backend).deps.db.execute('select 1');
  };
}

/** The API upstream answers at all: any HTTP status means it is up; no answer means it is not. */
export function upstreamProbe(upstream: string, timeoutMs: number): Probe {
  return async () => {
    const answer = await fetch(upstream, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await answer.body?.cancel();
  };
}

/** Redis answers PING; the client is asked for only when the check runs. */
export function redisProbe(redis: () => Redis | null): Probe {
  return async () => {
    const client = redis();
    if (!client) throw new Error('REDIS_URL is set but there is no Redis client');
    await client.ping();
  };
}

/**
 * What /readyz checks: the database (the embedded backend's, or the upstream API that owns it)
 * and, when instances share state through it, Redis.
 */
export function readinessProbes(
  config: Pick<AppConfig, 'apiUpstream' | 'redisUrl'>,
  timeoutMs: number,
  redis: () => Redis | null,
): Record<string, Probe> {
  const probes: Record<string, Probe> = config.apiUpstream
    ? { upstream: upstreamProbe(config.apiUpstream, timeoutMs) }
    : { database: embeddedDatabaseProbe() };
  if (config.redisUrl) probes.redis = redisProbe(redis);
  return probes;
}
