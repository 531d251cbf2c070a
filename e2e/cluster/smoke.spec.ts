import { expect, test } from '../fixtures';
import { E2E_ADMIN_PASSWORD, submitSignIn } from '../support';

test('through nginx over TLS: pages compressed, assets cached for good, HSTS, Secure cookies, and a sign-in into the back office', async ({
  page,
  request,
}) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(home.status()).toBe(200);
  expect(home.headers()['content-encoding']).toBe('br');
  // The instances' page cache keeps brotli and gzip copies of each page, which nginx passes on as they are.
  expect((await request.get('/', { headers: { 'accept-encoding': 'gzip' } })).headers()['content-encoding']).toBe('gzip');
  const api = await request.get('/prod-api/api/bll/article_type/treeList', { headers: { 'accept-encoding': 'br' } });
  expect(api.headers()['content-encoding']).toBe('br');
  expect(home.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await page.goto('/');
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  // nginx reads the build's assets and their precompressed copies from the build folder itself.
  for (const [acceptEncoding, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const asset = await request.get(script!, { headers: { 'accept-encoding': acceptEncoding } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()).toMatchObject({
      'content-encoding': encoding,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(asset.headers().vary).toMatch(/Accept-Encoding/);
    // A file nginx read itself carries its date; the instances send none for these.
    expect(asset.headers()['last-modified']).toBeDefined();
  }

  await page.goto('/login');
  await submitSignIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/index');
  await expect(page.getByTestId('sidebar').getByText('系统管理')).toBeVisible();
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'Admin-Token');
  expect(session?.secure).toBe(true);
  expect(session?.httpOnly).toBe(true);
});

test('client-sent forwarding headers are replaced by nginx', async ({ request }) => {
  const answer = await request.get('/sitemap.xml', {
    headers: {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '6.6.6.6',
      'x-request-id': 'chosen-by-client',
    },
  });
  expect(answer.status()).toBe(200);
  // nginx's own request id ($request_id) is the one logged and passed on.
  expect(answer.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  const body = await answer.text();
  expect(body).toContain('https://localhost:8443/');
  expect(body).not.toContain('evil.example');
});

test('the metrics listener counts requests by route class', async ({ request }) => {
  await request.get('/');
  const metrics = await (await fetch(process.env.CLUSTER_METRICS_URL!)).text();
  expect(metrics).toMatch(/http_requests_total\{[^}]*route="page:\/"/);
  expect(metrics).toContain('http_request_duration_seconds_bucket');
});
