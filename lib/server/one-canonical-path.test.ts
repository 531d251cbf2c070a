import http from 'node:http';
import { answerOtherSpelling, readRequestPath } from './canonical-path';
import { PageCache } from './page-cache';
import { serveForTests } from '@/tests/support/loopback-server';

const SHARED = { 'cache-control': 's-maxage=3600', 'content-type': 'text/html; charset=utf-8' };
const cache = new PageCache({ maxEntries: 10, maxBytes: 1024 * 1024, ttlMs: 60_000 });
let rendered: string[] = [];
// As server.ts has it: the path is read first, then the page cache, then Next, which decodes the
// path in full before it routes, so every spelling of a page shows that page.
const server = http.createServer((req, res) => {
  if (answerOtherSpelling(res, readRequestPath(req.method ?? '', req.url ?? '/'))) return;
  if (cache.serve(req, res)) return;
  cache.record(req, res);
  const page = decodeURIComponent(new URL(req.url ?? '/', 'http://next.invalid').pathname);
  rendered.push(page);
  res.writeHead(200, SHARED).end(page);
});
const base = serveForTests(server);
beforeEach(() => {
  cache.clear();
  rendered = [];
});

function request(method: string, path: string) {
  const { hostname, port } = new URL(base());
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    http
      .request({ method, hostname, port, path }, (res) =>
        res.resume().on('end', () => resolve({ status: res.statusCode!, location: res.headers.location })),
      )
      .on('error', reject)
      .end();
  });
}

/** The `n`th spelling of `/trainingCourse`: its letters percent-encoded by the bits of `n`, in either case. */
function spelling(n: number): string {
  const letters = [...'trainingCourse'].map((letter, i) => {
    if (!(n & (1 << i))) return letter;
    const hex = letter.charCodeAt(0).toString(16);
    return `%${n & (1 << (i + 1)) ? hex.toUpperCase() : hex}`;
  });
  return `/${letters.join('')}`;
}

test('many spellings of one page are sent to its one spelling and cannot fill the page cache', async () => {
  await request('GET', '/');
  for (let n = 1; n <= 600; n++)
    expect(await request(n % 2 ? 'GET' : 'HEAD', spelling(n))).toEqual({ status: 308, location: '/trainingCourse' });
  expect(await request('GET', '/trainingCourse')).toEqual({ status: 200 });
  expect(await request('GET', '/')).toEqual({ status: 200 });
  expect(rendered).toEqual(['/', '/trainingCourse']);
  expect(cache.size).toBe(2);
});

test('other methods are served as sent and never kept', async () => {
  expect((await request('POST', spelling(5))).status).toBe(200);
  expect(rendered).toEqual(['/trainingCourse']);
  expect(cache.size).toBe(0);
});

test('a NUL or another control character in a path is refused before any cache or page sees it', async () => {
  for (const path of ['/AboutUs%00%00%00', '/AboutUs%00', '/%00', '/AboutUs%0A', '/prod-api/getInfo%00', '/AboutUs%2500'])
    expect([path, (await request('GET', path)).status]).toEqual([path, 400]);
  expect(rendered).toEqual([]);
  expect(cache.size).toBe(0);
});
