import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on a free loopback port; answers the port. */
async function listenOnLoopback(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const closed = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Serves `server` on a free loopback port for the test file's tests and closes it after them.
 * Answers a function for the base URL, known once the server listens.
 */
export function serveForTests(server: http.Server): () => string {
  let base = '';
  beforeAll(async () => {
    base = `http://127.0.0.1:${await listenOnLoopback(server)}`;
  });
  afterAll(() => closed(server));
  return () => base;
}

/** Serves `server` on a free loopback port for one call of `work`, which gets the port. */
export async function onLoopback<T>(server: http.Server, work: (port: number) => Promise<T>): Promise<T> {
  const port = await listenOnLoopback(server);
  try {
    return await work(port);
  } finally {
    await closed(server);
  }
}
