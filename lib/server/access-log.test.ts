import http from 'node:http';
import { loggedPath, runWithRequestId } from '../log';
import { watchRequest } from './access-log';
import { createRouteLabel } from './route-label';
import { renderMetrics, resetMetrics } from './metrics';
import { serveForTests } from '@/tests/support/loopback-server';

test.each([
  ['/', '/'],
  ['/article?articleId=5', '/article?articleId'],
  ['/forgetPassword?code=123456&phone=13900000000', '/forgetPassword?code&phone'],
  ['/x?a=1&a=2&b', '/x?a&b'],
  ['/x?', '/x'],
  ['/x?=secret', '/x'],
  ['/x?a=1?b=2', '/x?a'],
])('%s is logged as %s', (url, logged) => {
  expect(loggedPath(url)).toBe(logged);
});

test('a very long address is cut', () => {
  expect(loggedPath(`/${'a'.repeat(5000)}`).length).toBe(512);
  expect(loggedPath(`/x?${Array.from({ length: 100 }, (_, i) => `p${i}=1`).join('&')}`).split('&')).toHaveLength(20);
});

describe('on a server', () => {
  const lines: string[] = [];
  let logLine = true;
  const server = http.createServer((req, res) => {
    runWithRequestId('req-1', () => {
      watchRequest(req, res, createRouteLabel([]), { logLine });
      res.setHeader('content-type', 'text/plain; charset=utf-8');
      res.write('录音');
      res.end('abc');
    });
  });
  const base = serveForTests(server);
  beforeEach(() => {
    resetMetrics();
    logLine = true;
    lines.length = 0;
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('one line per request, with no query values, cookies or tokens, and the request counted', async () => {
    await (
      await fetch(`${base()}/forgetPassword?code=654321`, { headers: { cookie: 'Admin-Token=sealed-secret', authorization: 'Bearer tok' } })
    ).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      requestId: 'req-1',
      method: 'GET',
      path: '/forgetPassword?code',
      status: 200,
      bytes: 9,
      route: 'page:auth',
    });
    expect(typeof entries[0].ms).toBe('number');
    expect(lines[0]).not.toMatch(/654321|sealed-secret|Bearer|tok\b/);
    expect(renderMetrics()).toContain('http_requests_total{route="page:auth",method="GET",status="200"} 1');
  });

  test("npm start's quiet log leaves the line out and still counts the request", async () => {
    logLine = false;
    await (await fetch(`${base()}/login`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toEqual([]);
    expect(renderMetrics()).toContain('http_requests_total{route="page:auth",method="GET",status="200"} 1');
  });
});
