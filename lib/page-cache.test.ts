import http from 'node:http';
import zlib from 'node:zlib';
import { PageCache } from './page-cache';
import { serveForTests } from '@/tests/support/loopback-server';

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

let now = 0;
let calls = 0;
let next: Answer = {};
const cache = new PageCache({ maxEntries: 3, maxBytes: 1024 * 1024, ttlMs: 1000, now: () => now });
const server = http.createServer((req, res) => {
  if (cache.serve(req, res)) return;
  cache.record(req, res);
  calls++;
  res.writeHead(next.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...next.headers });
  res.write('<p>');
  res.end(`${next.body ?? 'page'}</p>`);
});
const base = serveForTests(server);
beforeEach(() => {
  cache.clear();
  calls = 0;
  now = 0;
});

const SHARED = { 'cache-control': 's-maxage=3600, stale-while-revalidate=31535000' };

test('a shared page is answered from memory the second time, gzip included', async () => {
  next = { headers: SHARED, body: '录音' };
  expect(await (await fetch(`${base()}/article?articleId=1`)).text()).toBe('<p>录音</p>');
  const again = await fetch(`${base()}/article?articleId=1`);
  expect(await again.text()).toBe('<p>录音</p>');
  expect(again.headers.get('cache-control')).toBe(SHARED['cache-control']);
  expect(calls).toBe(1);
  const gzipped = await new Promise<Buffer>((resolve) => {
    http.get(`${base()}/article?articleId=1`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve(Buffer.concat(parts)));
    });
  });
  expect(zlib.gunzipSync(gzipped).toString()).toBe('<p>录音</p>');
});

test.each([
  ['private pages', { headers: { 'cache-control': 'private, no-cache, no-store' } }],
  ['pages without s-maxage', { headers: { 'cache-control': 'public, max-age=0' } }],
  ['answers that set cookies', { headers: { ...SHARED, 'set-cookie': 'a=1' } }],
  ['other statuses', { status: 404, headers: SHARED }],
])('%s are never stored', async (_, answer) => {
  next = answer;
  await fetch(`${base()}/x`);
  await fetch(`${base()}/x`);
  expect(calls).toBe(2);
});

test('unknown query parameters pass by, and the Host header does not split entries', async () => {
  next = { headers: SHARED };
  await fetch(`${base()}/article?articleId=1&utm_source=x`);
  await fetch(`${base()}/article?articleId=1&utm_source=x`);
  expect(calls).toBe(2);
  const viaHost = (host: string) =>
    new Promise<void>((resolve) => http.get(`${base()}/article?articleId=2`, { headers: { host } }, (res) => res.resume().on('end', () => resolve())));
  await viaHost('a.example');
  await viaHost('b.example');
  expect(calls).toBe(3);
});

test('client navigations, other methods and the API pass by', async () => {
  next = { headers: SHARED };
  for (const init of [{ headers: { rsc: '1' } }, { method: 'POST' }]) {
    await fetch(`${base()}/page`, init);
    await fetch(`${base()}/page`, init);
  }
  await fetch(`${base()}/prod-api/getInfo`);
  await fetch(`${base()}/prod-api/getInfo`);
  expect(calls).toBe(6);
});

test('entries expire, are cleared on content changes, and the oldest give way', async () => {
  next = { headers: SHARED };
  await fetch(`${base()}/a`);
  now += 1001;
  await fetch(`${base()}/a`);
  expect(calls).toBe(2);
  cache.clear();
  await fetch(`${base()}/a`);
  expect(calls).toBe(3);
  for (const path of ['/b', '/c', '/d']) await fetch(`${base()}${path}`);
  expect(cache.size).toBe(3);
  await fetch(`${base()}/a`);
  expect(calls).toBe(7);
});
