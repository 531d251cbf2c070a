import type Redis from 'ioredis';
import type { AppConfig } from '../config';
import type { Probe } from './health';

interface EmbeddedBackend {
  deps: { db: { execute(query: string): Promise<unknown> } };
}

/**
 * The embedded backend's database answers `select 1`. The backend is read from where
 * lib/backend/index.ts keeps it (globalThis), started by Next's instrumentation: that module is
 * server-only, and importing it here would start a second copy besides.
 */
export function embeddedDatabaseProbe(): Probe {
  return async () => {
    const backend = (globalThis as { __portalBackend?: Promise<EmbeddedBackend> }).__portalBackend;
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
