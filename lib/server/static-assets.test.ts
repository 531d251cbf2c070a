import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { IMMUTABLE, StaticAssets } from './static-assets';

const SCRIPT = Buffer.from(`console.log(${JSON.stringify('录音师'.repeat(400))});`);
let dir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.writeFileSync(path.join(dir, 'chunks/app.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'chunks/app.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'chunks/app.js.gz'), zlib.gzipSync(SCRIPT));
  // Only a gzip copy: brotli readers get gzip.
  fs.writeFileSync(path.join(dir, 'chunks/only-gzip.css'), 'body{}');
  fs.writeFileSync(path.join(dir, 'chunks/only-gzip.css.gz'), zlib.gzipSync('body{}'));
  fs.writeFileSync(path.join(dir, 'chunks/font.woff2.br'), 'not an asset type');
  const assets = StaticAssets.load(dir);
  server = http.createServer((req, res) => {
    if (!assets.serve(req, res)) res.writeHead(404, { 'x-left-to': 'next' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The raw answer (fetch would decode it). */
function get(urlPath: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // The path goes as written (a URL would lose its dot segments).
    const options = {
      host: '127.0.0.1',
      port,
      path: urlPath,
      method,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    };
    const req = http.request(options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed build assets', () => {
  test('a brotli reader gets the brotli copy, marked immutable and varying by encoding', async () => {
    const answer = await get('/_next/static/chunks/app.js?dpl=1', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/javascript; charset=utf-8',
      'content-encoding': 'br',
      'cache-control': IMMUTABLE,
      vary: 'Accept-Encoding',
      'content-length': String(answer.body.length),
    });
    expect(zlib.brotliDecompressSync(answer.body).equals(SCRIPT)).toBe(true);
  });

  test('a gzip reader gets gzip; where only gzip was made, a brotli reader gets it too', async () => {
    const gzip = await get('/_next/static/chunks/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(SCRIPT)).toBe(true);
    const css = await get('/_next/static/chunks/only-gzip.css', 'br, gzip');
    expect(css.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-type': 'text/css; charset=utf-8' });
  });

  test('HEAD answers the headers alone', async () => {
    const head = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(fs.statSync(path.join(dir, 'chunks/app.js.br')).size);
  });

  test('a reader taking neither, an asset without copies, another path or method is left to Next', async () => {
    for (const [urlPath, encoding] of [
      ['/_next/static/chunks/app.js', undefined],
      ['/_next/static/chunks/app.js', 'identity'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/chunks/font.woff2', 'br'],
      ['/_next/static/chunks/../chunks/app.js', 'br'],
      ['/_next/static/chunks/app.js.br', 'br'],
    ] as const) {
      expect([urlPath, encoding, (await get(urlPath, encoding)).headers['x-left-to']]).toEqual([urlPath, encoding, 'next']);
    }
    expect((await get('/_next/static/chunks/app.js', 'br', 'POST')).headers['x-left-to']).toBe('next');
  });
});
