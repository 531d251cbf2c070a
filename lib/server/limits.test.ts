import net from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  createLimitedServer,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_HEADER_BYTES,
  REQUEST_TIMEOUT_MS,
  SOCKET_IDLE_TIMEOUT_MS,
} from './limits';

const server = createLimitedServer((_req, res) => res.end('ok'));
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends raw bytes and reads the answer's status line. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

test('the server carries the limits', () => {
  expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
  expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
  expect(server.timeout).toBe(SOCKET_IDLE_TIMEOUT_MS);
  // nginx keeps idle upstream connections 60 s; ours must outlast them, and a slow API answer (60 s) must fit.
  expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  expect(SOCKET_IDLE_TIMEOUT_MS).toBeGreaterThan(60_000);
});

test('headers over the limit are refused with 431, headers within it are served', async () => {
  expect(await rawRequest(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(MAX_HEADER_BYTES)}\r\nConnection: close\r\n\r\n`)).toBe(
    'HTTP/1.1 431 Request Header Fields Too Large',
  );
  expect(await rawRequest(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(8 * 1024)}\r\nConnection: close\r\n\r\n`)).toBe(
    'HTTP/1.1 200 OK',
  );
});
