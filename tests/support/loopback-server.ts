import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves `server` on a free loopback port for the test file's tests and closes it after them.
 * Answers a function for the base URL, known once the server listens.
 */
export function serveForTests(server: http.Server): () => string {
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return () => base;
}
