/** @features content/portal */
import { expect, test } from './fixtures';

// Every compressible answer goes out compressed without nginx in front (server.ts).
test.describe('compression', () => {
  test('pages go out in brotli or gzip, as the reader takes them, cached or not', async ({ request }) => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ]) {
      const page = await request.get('/en', { headers: { 'accept-encoding': acceptEncoding } });
      expect(page.status()).toBe(200);
      expect(page.headers()['content-encoding']).toBe(encoding);
      expect(page.headers().vary).toMatch(/Accept-Encoding/);
      expect(await page.text()).toContain('</html>');
    }
    const plain = await request.get('/en', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toContain('</html>');
  });

  test('the build’s scripts and styles are sent precompressed and immutable', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g)].map((match) => match[0]);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of new Set(assets)) {
      const answer = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
      expect([asset, answer.status()]).toEqual([asset, 200]);
      const headers = answer.headers();
      // Files under 1 KB are not worth a compressed copy, nor compressing on the way.
      if ((await answer.body()).length < 1024) continue;
      expect([asset, headers['content-encoding'], headers['cache-control']]).toEqual([asset, 'br', 'public, max-age=31536000, immutable']);
      expect(headers.vary).toBe('Accept-Encoding');
    }
  });
});

test('/favicon.ico, which browsers and crawlers ask for unbidden, is the association’s icon', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // An ICO file: reserved 0, type 1 (icon).
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test('/401 answers HTTP 401 in both languages, with its page', async ({ request }) => {
  for (const [path, text] of [
    ['/401', '没有访问权限'],
    ['/en/401', 'No access'],
  ]) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(401);
    expect(await answer.text(), path).toContain(text);
  }
});
