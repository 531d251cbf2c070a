import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { runWithRequestId } from '../log';
import type { HealthState } from './health';
import { closeConnectionWhenDraining, gracefulShutdown } from './shutdown';

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  const keep = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  jest.spyOn(process.stdout, 'write').mockImplementation(keep);
  jest.spyOn(process.stderr, 'write').mockImplementation(keep);
});
afterEach(() => jest.restoreAllMocks());

interface Harness {
  server: http.Server;
  health: HealthState;
  port: number;
  release: () => void;
}

async function startServer(): Promise<Harness> {
  const health: HealthState = { shuttingDown: false, probes: {} };
  let release = () => undefined as void;
  const waiting = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) =>
    runWithRequestId('a-request', async () => {
      if (req.url === '/slow') await waiting;
      closeConnectionWhenDraining(res, health);
      res.end('done');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, health, port: (server.address() as AddressInfo).port, release: () => release() };
}

const exited = () => {
  let resolve: (code: number) => void = () => undefined;
  const code = new Promise<number>((r) => (resolve = r));
  return { exit: (value: number) => resolve(value), code };
};

test('a shutdown turns readiness off, refuses new connections, lets the request in flight finish, then exits 0', async () => {
  const { server, health, port, release } = await startServer();
  const agent = new http.Agent({ keepAlive: true });
  // An idle keep-alive connection, which must not hold the shutdown up.
  await (await fetch(`http://127.0.0.1:${port}/`)).text();
  const slow = new Promise<{ body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/slow', agent }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const { exit, code } = exited();
  gracefulShutdown({ server, health, exit, graceMs: 5_000 })('SIGTERM');
  expect(health.shuttingDown).toBe(true);
  await expect(
    new Promise((resolve, reject) => net.connect(port, '127.0.0.1', () => resolve('connected')).on('error', reject)),
  ).rejects.toThrow(/ECONNREFUSED/);
  release();
  expect(await slow).toEqual({ body: 'done', connection: 'close' });
  expect(await code).toBe(0);
  agent.destroy();
  const entries = lines.map((line) => JSON.parse(line));
  expect(entries.find((entry) => entry.msg.startsWith('shutdown complete')).requestId).toBeUndefined();
  const messages = entries.map((entry) => entry.msg);
  expect(messages).toEqual(
    expect.arrayContaining([
      'shutdown started: readiness is now 503',
      'stopped accepting connections',
      'shutdown complete: every request finished',
    ]),
  );
});

test('a request still running after the grace period is dropped and the process exits 1', async () => {
  const { server, health, port } = await startServer();
  const slow = new Promise((resolve) => http.get({ host: '127.0.0.1', port, path: '/slow' }).on('error', resolve));
  await new Promise((resolve) => setTimeout(resolve, 50));
  const { exit, code } = exited();
  const shutdown = gracefulShutdown({ server, health, exit, graceMs: 200 });
  shutdown('SIGTERM');
  shutdown('SIGINT');
  expect(await code).toBe(1);
  await slow;
  expect(lines.map((line) => JSON.parse(line).msg)).toEqual(
    expect.arrayContaining(['shutdown already under way', 'shutdown grace period over: closing the connections still open']),
  );
});
