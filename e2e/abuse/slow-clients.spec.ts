/** @features auth */
import { expect, test } from '../fixtures';
import { connect, rawRequest } from './raw-http';

/** How long a client may take over its request headers (the limit is 10 s, in nginx and in the portal). */
const HEADERS_BOUND_MS = 20_000;
/** How long a request body may stall before the connection is dropped. */
const STALLED_BODY_BOUND_MS = 40_000;
const SLOW_CONNECTIONS = 20;

interface Outcome {
  /** Milliseconds until the server closed the connection. */
  closedAfter: number;
  /** What the server answered before closing, if anything. */
  answer: string;
}

/**
 * Opens a connection, sends `start`, then `drip` one byte a second, until the server closes it
 * (or `giveUpMs` passes, which fails the test with how long it stayed open). `sent` settles once
 * `start` has gone out.
 */
function slowClient(label: string, baseURL: string, start: string, drip: string, giveUpMs: number) {
  let sentStart!: () => void;
  const sent = new Promise<void>((resolve) => (sentStart = resolve));
  const outcome = new Promise<Outcome>((resolve, reject) => {
    const socket = connect(baseURL);
    const began = Date.now();
    const chunks: Buffer[] = [];
    let sent = 0;
    const ticker = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++]);
    }, 1000);
    const giveUp = setTimeout(() => {
      clearInterval(ticker);
      socket.destroy();
      reject(new Error(`The server kept a client with ${label} for more than ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      resolve({ closedAfter: Date.now() - began, answer: Buffer.concat(chunks).toString('latin1') });
    });
    socket.write(start, () => sentStart());
  });
  return { sent, outcome };
}

/** A slow client got no page: the server closed on it silently, or answered 408 (or 400). */
function expectDropped(outcome: Outcome, bound: number) {
  expect(outcome.closedAfter).toBeLessThan(bound);
  if (outcome.answer) expect(outcome.answer).toMatch(/^HTTP\/1\.[01] (408|400) /);
}

test('slow headers and stalled bodies are dropped within a bounded time, while others are still served', async ({ baseURL }) => {
  test.setTimeout(STALLED_BODY_BOUND_MS + 20_000);
  const host = new URL(baseURL!).host;
  const slowHeaders = () =>
    slowClient(
      'slow headers',
      baseURL!,
      `GET /login HTTP/1.1\r\nHost: ${host}\r\n`,
      `X-Slow: ${'a'.repeat(120)}`,
      HEADERS_BOUND_MS + 5_000,
    );
  const body = JSON.stringify({ username: 'admin', password: 'never-finished' });
  const stalledBody = slowClient(
    'a stalled body',
    baseURL!,
    `POST /prod-api/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`,
    '',
    STALLED_BODY_BOUND_MS + 5_000,
  );
  const headerClients = Array.from({ length: SLOW_CONNECTIONS }, slowHeaders);

  // While they hold their connections, the site answers others: before any of them is dropped.
  const clients = [stalledBody, ...headerClients];
  await Promise.all(clients.map((client) => client.sent));
  let dropped = 0;
  for (const client of clients)
    void client.outcome.then(
      () => (dropped += 1),
      () => undefined,
    );
  expect((await rawRequest(baseURL!, { target: '/prod-api/captchaImage' })).status).toBe(200);
  expect(dropped, 'slow clients were dropped before another was served').toBe(0);

  for (const outcome of await Promise.all(headerClients.map((client) => client.outcome))) expectDropped(outcome, HEADERS_BOUND_MS);
  expectDropped(await stalledBody.outcome, STALLED_BODY_BOUND_MS);
  expect((await rawRequest(baseURL!, { target: '/prod-api/captchaImage' })).status).toBe(200);
});
