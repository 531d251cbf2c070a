import http from 'node:http';
import zlib from 'node:zlib';
import { compressOnTheWay } from './compress-answers';
import { PageCache } from './page-cache';
import { onLoopback, serveForTests } from '@/tests/support/loopback-server';

interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
}

let now = 0;
let calls = 0;
let next: Answer = {};
const cache = new PageCache({ maxEntries: 3, maxBytes: 1024 * 1024, ttlMs: 1000, now: () => now });
// As server.ts has it: the cache answers first, else compression wraps the answer, then the cache records it.
const server = http.createServer((req, res) => {
  if (cache.serve(req, res)) return;
  compressOnTheWay(req, res);
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

/** The raw answer to a GET taking `acceptEncoding` (fetch would decode it). */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base()}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c) => parts.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

test('a shared page is answered from memory the second time, brotli and gzip included', async () => {
  next = { headers: SHARED, body: '录音' };
  expect(await (await fetch(`${base()}/article?articleId=1`)).text()).toBe('<p>录音</p>');
  const again = await fetch(`${base()}/article?articleId=1`);
  expect(await again.text()).toBe('<p>录音</p>');
  expect(again.headers.get('cache-control')).toBe(SHARED['cache-control']);
  expect(calls).toBe(1);
  const brotli = await rawGet('/article?articleId=1', 'gzip, deflate, br');
  expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
  expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe('<p>录音</p>');
  const gzipped = await rawGet('/article?articleId=1', 'gzip');
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gzipped.body).toString()).toBe('<p>录音</p>');
  expect((await rawGet('/article?articleId=1', 'identity')).body.toString()).toBe('<p>录音</p>');
  expect(calls).toBe(1);
});

test('a page compressed on its way out is kept plain, with one Vary naming the encoding beside the page’s own', async () => {
  const long = '录音师协会'.repeat(500);
  next = { headers: { ...SHARED, vary: 'RSC, Accept-Encoding' }, body: long };
  const first = await rawGet('/AboutUs', 'br');
  expect(first.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(first.body).toString()).toBe(`<p>${long}</p>`);
  const cached = await rawGet('/AboutUs', 'gzip');
  expect(calls).toBe(1);
  expect(cached.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'RSC, Accept-Encoding' });
  expect(zlib.gunzipSync(cached.body).toString()).toBe(`<p>${long}</p>`);
});

test('an answer its handler encoded itself is never stored', async () => {
  next = { headers: { ...SHARED, 'content-encoding': 'gzip' }, body: 'x' };
  await rawGet('/AboutUs', 'gzip');
  await rawGet('/AboutUs', 'gzip');
  expect(calls).toBe(2);
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

test('a page is kept once, whatever parameters it does not read or numbers past what it takes', async () => {
  next = { headers: SHARED };
  for (const spelling of ['/AboutUs', '/AboutUs?articleId=424242', '/AboutUs?pageNum=98765&utm_source=x'])
    await fetch(`${base()}${spelling}`);
  for (const spelling of ['/article?articleId=1', '/article?articleId=1&utm_source=x', '/article?articleId=01'])
    await fetch(`${base()}${spelling}`);
  for (const spelling of [
    '/areaxList?parentId=2&tabIndex=2',
    '/areaxList?parentId=2&tabIndex=2&pageNum=99999',
    '/areaxList?parentId=2&tabIndex=2&pageSize=7',
  ])
    await fetch(`${base()}${spelling}`);
  expect(calls).toBe(3);
  expect(cache.size).toBe(3);
});

/** A GET of `path` exactly as written: fetch and http.get with a URL would resolve its dot segments first. */
function getAsWritten(path: string) {
  const { hostname, port } = new URL(base());
  return new Promise<number>((resolve, reject) => {
    http.get({ hostname, port, path }, (res) => res.resume().on('end', () => resolve(res.statusCode!))).on('error', reject);
  });
}

test('a page is kept once whatever its spelling: other spellings are answered, never kept, and push no page out', async () => {
  next = { headers: SHARED };
  await getAsWritten('/');
  const spellings = [
    '/%74rainingCourse',
    '/%74%72ainingCourse',
    '/trainingCourse/',
    '/x/../trainingCourse',
    '/trainingCourse%2F',
    '//trainingCourse',
  ];
  for (const spelling of ['/trainingCourse', ...spellings, ...spellings]) expect(await getAsWritten(spelling)).toBe(200);
  expect(calls).toBe(1 + 1 + 2 * spellings.length);
  expect(cache.size).toBe(2);
  await getAsWritten('/');
  await getAsWritten('/trainingCourse');
  expect(calls).toBe(2 + 2 * spellings.length);
});

test('without a site host the Host header does not split entries', async () => {
  next = { headers: SHARED };
  const viaHost = (host: string) =>
    new Promise<void>((resolve) =>
      http.get(`${base()}/article?articleId=2`, { headers: { host } }, (res) => res.resume().on('end', () => resolve())),
    );
  await viaHost('a.example');
  await viaHost('b.example');
  expect(calls).toBe(1);
});

test('with the site host known, an answer for another Host is neither kept nor served', async () => {
  const siteCache = new PageCache({ maxEntries: 3, maxBytes: 1024 * 1024, ttlMs: 1000, siteHost: 'Portal.Example.org', now: () => now });
  const seen: string[] = [];
  const site = http.createServer((req, res) => {
    if (siteCache.serve(req, res)) return;
    siteCache.record(req, res);
    seen.push(String(req.headers.host));
    res.writeHead(200, { ...SHARED, 'content-type': 'text/html', link: `<http://${req.headers.host}/en>; rel="alternate"` });
    res.end('page');
  });
  await onLoopback(site, async (port) => {
    const get = (host: string) =>
      new Promise<string | undefined>((resolve) =>
        http.get({ host: '127.0.0.1', port, path: '/AboutUs', headers: { host } }, (res) =>
          res.resume().on('end', () => resolve(res.headers.link as string | undefined)),
        ),
      );
    expect(await get('attacker.example')).toContain('attacker.example');
    expect(siteCache.size).toBe(0);
    expect(await get('portal.example.org')).toContain('portal.example.org');
    expect(await get('attacker.example')).toContain('attacker.example');
    expect(await get('portal.example.org')).toContain('portal.example.org');
    expect(seen).toEqual(['attacker.example', 'portal.example.org', 'attacker.example']);
  });
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
