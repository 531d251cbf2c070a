import http from 'node:http';
import { beforeHeadersSent } from './before-headers';
import { addSecurityHeaders, CONTENT_SECURITY_POLICY, isSecureConnection, SECURITY_HEADERS } from './security-headers';
import { serveForTests } from '@/tests/support/loopback-server';

type Answer = (res: http.ServerResponse) => void;
let answer: Answer = (res) => res.end('page');
let secure = false;
const server = http.createServer((_req, res) => {
  beforeHeadersSent(res, () => addSecurityHeaders(res, secure));
  answer(res);
});
const base = serveForTests(server);
beforeEach(() => {
  secure = false;
});

test('every answer carries the security headers, however it writes its head', async () => {
  const ways: Answer[] = [
    (res) => res.end('implicit head'),
    (res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('object'),
    (res) => res.writeHead(200, 'OK', ['content-type', 'text/plain']).end('flat array'),
    (res) =>
      res
        .writeHead(200, [
          ['content-type', 'text/plain'],
          ['link', '</a>'],
          ['link', '</b>'],
        ] as unknown as string[])
        .end('pairs'),
  ];
  for (const way of ways) {
    answer = way;
    const response = await fetch(base());
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  }
});

test('an answer that set its own stricter policy keeps it', async () => {
  answer = (res) => {
    res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    res.end('file');
  };
  expect((await fetch(base())).headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  answer = (res) => res.writeHead(200, { 'Content-Security-Policy': "default-src 'none'; sandbox" }).end('file');
  expect((await fetch(base())).headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
});

test('HSTS is sent over TLS only, even when a stored answer carried it', async () => {
  secure = true;
  answer = (res) => res.end('page');
  expect((await fetch(base())).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  secure = false;
  answer = (res) =>
    res.writeHead(200, [['strict-transport-security', 'max-age=31536000; includeSubDomains']] as unknown as string[]).end('cached');
  expect((await fetch(base())).headers.get('strict-transport-security')).toBeNull();
});

test('the policy forbids what a page never needs', () => {
  expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
  expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'self'");
  expect(CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
  expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
});

test.each([
  [{}, false, false],
  [{ 'x-forwarded-proto': 'https' }, false, false],
  [{ 'x-forwarded-proto': 'https' }, true, true],
  [{ 'x-forwarded-proto': 'https, http' }, true, true],
  [{ 'x-forwarded-proto': 'http' }, true, false],
])('with headers %p and TRUST_PROXY %p the connection is secure: %p', (headers, trustProxy, expected) => {
  const req = { headers, socket: {} } as unknown as http.IncomingMessage;
  expect(isSecureConnection(req, trustProxy)).toBe(expected);
});
