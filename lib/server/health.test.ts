import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerHealth, type HealthState } from './health';
import { embeddedDatabaseProbe, readinessProbes, redisProbe, upstreamProbe } from './probes';
import { serveForTests } from '@/tests/support/loopback-server';

const state: HealthState = { shuttingDown: false, probes: {} };
const server = http.createServer((req, res) => {
  if (!answerHealth(req, res, state, 100)) res.writeHead(418).end();
});
const base = serveForTests(server);
beforeEach(() => {
  state.shuttingDown = false;
  state.probes = {};
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => jest.restoreAllMocks());

async function get(path: string): Promise<{ status: number; body: unknown; cacheControl: string | null }> {
  const answer = await fetch(`${base()}${path}`);
  return { status: answer.status, body: await answer.json(), cacheControl: answer.headers.get('cache-control') };
}

const ok = () => Promise.resolve();
const down = () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432'));
const hangs = () => new Promise(() => undefined);

test('/healthz answers while the process runs, even with a dependency down or shutting down', async () => {
  state.probes = { database: down };
  state.shuttingDown = true;
  expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' });
});

test('/readyz is ready when every dependency answers', async () => {
  state.probes = { database: ok, redis: ok };
  expect(await get('/readyz?x=1')).toEqual({ status: 200, body: { status: 'ok' }, cacheControl: 'no-store' });
});

test('/readyz names the dependency that failed or did not answer in time, without its details', async () => {
  state.probes = { database: down, redis: hangs };
  const answer = await get('/readyz');
  expect(answer).toEqual({
    status: 503,
    body: { status: 'unavailable', failed: { database: 'failed', redis: 'timeout' } },
    cacheControl: 'no-store',
  });
  expect(JSON.stringify(answer.body)).not.toContain('10.0.0.5');
});

test('/readyz is 503 while shutting down', async () => {
  state.probes = { database: ok };
  state.shuttingDown = true;
  expect(await get('/readyz')).toMatchObject({ status: 503, body: { status: 'shutting-down' } });
});

test('other paths are left to the rest of the server', async () => {
  expect((await fetch(`${base()}/healthz/x`)).status).toBe(418);
  expect((await fetch(`${base()}/`)).status).toBe(418);
});

describe('probes', () => {
  const holder = globalThis as { __portalBackend?: unknown };
  afterEach(() => delete holder.__portalBackend);

  test("the embedded database probe asks the backend's database", async () => {
    const execute = jest.fn().mockResolvedValue({ rows: [] });
    holder.__portalBackend = Promise.resolve({ deps: { db: { execute } } });
    await embeddedDatabaseProbe()();
    expect(execute).toHaveBeenCalledWith('select 1');
  });

  test('the embedded database probe fails while the backend has not started', async () => {
    await expect(embeddedDatabaseProbe()()).rejects.toThrow('not started');
  });

  test('the upstream probe accepts any answer and fails without one', async () => {
    await expect(upstreamProbe(`${base()}/anything`, 500)()).resolves.toBeUndefined();
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(upstreamProbe(`http://127.0.0.1:${port}`, 500)()).rejects.toThrow();
  });
});

test('readiness checks the embedded database, or the upstream instead, and Redis only when configured', () => {
  const none = () => null;
  expect(Object.keys(readinessProbes({ apiUpstream: null, redisUrl: null }, 100, none))).toEqual(['database']);
  expect(Object.keys(readinessProbes({ apiUpstream: 'http://api:8080', redisUrl: null }, 100, none))).toEqual(['upstream']);
  expect(Object.keys(readinessProbes({ apiUpstream: null, redisUrl: 'redis://r:6379' }, 100, none))).toEqual(['database', 'redis']);
});

test('the Redis probe pings', async () => {
  const ping = jest.fn().mockResolvedValue('PONG');
  await redisProbe(() => ({ ping }) as never)();
  expect(ping).toHaveBeenCalled();
  await expect(redisProbe(() => null)()).rejects.toThrow('no Redis client');
});
