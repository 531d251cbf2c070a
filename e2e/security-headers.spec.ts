/** @features content/portal content/article */
import { expect, test, type Page, type Response } from './fixtures';
import { E2E_ADMIN_PASSWORD, signIn } from './support';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects every Content-Security-Policy violation of the page: the browser's event (recorded
 * before any page script runs) and its console reports ("Refused to ... Content Security Policy").
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [...consoleReports, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

function expectSecurityHeaders(response: Response | null, where: string): void {
  expect(response, where).not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['permissions-policy'], where).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(headers['x-request-id'], where).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
}

/**
 * Opens a page and waits until the browser is idle after loading it, so hydration (and the
 * styles it inserts) has run; 'networkidle' would wait for Next's link prefetches too.
 */
async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
  return response;
}

test('public pages carry the security headers and break none of their rules, from the page cache too', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  for (const path of ['/', '/', '/areaxList?parentId=10&tabIndex=11', '/login']) {
    expectSecurityHeaders(await visit(page, path), path);
    expect(await violations(), path).toEqual([]);
  }
  await visit(page, '/areaxList?parentId=10&tabIndex=11');
  const article = await page.locator('a[href*="/article?articleId="]').first().getAttribute('href');
  expect(article).toBeTruthy();
  for (const visitNumber of [1, 2]) {
    expectSecurityHeaders(await visit(page, article!), `${article} (visit ${visitNumber})`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(), article!).toEqual([]);
  }
});

test('the admin article editor works within the policy', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  expectSecurityHeaders(await visit(page, '/content/article'), '/content/article');
  await expect(page.getByRole('table', { name: '文章列表' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const editor = page.getByRole('dialog', { name: '添加文章' });
  await editor.getByLabel('文章标题').fill('安全策略检查');
  const body = editor.getByRole('textbox', { name: '正文', exact: true });
  await body.click();
  await editor.getByRole('toolbar', { name: '工具栏：正文' }).getByRole('button', { name: '标题1' }).click();
  await page.keyboard.type('正文可以编辑');
  await expect(body.getByRole('heading', { name: '正文可以编辑' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test("a signed-in reader's pages are private, a signed-out reader's stay shareable", async ({ page, request }) => {
  const anonymous = await request.get('/');
  expect(anonymous.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  expect(anonymous.headers()['cache-control']).not.toMatch(/private|no-store/);

  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  for (const path of ['/', '/areaxList?parentId=10&tabIndex=11', '/index']) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['cache-control'], path).toBe('private, no-store');
  }
});

test("without a trusted proxy a sent request id is replaced by the server's own; HSTS only over TLS", async ({ request }) => {
  const own = await request.get('/healthz', { headers: { 'x-request-id': 'nginx-3f2b9c0e' } });
  expect(own.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(own.headers()['cache-control']).toBe('no-store');
  const replaced = await request.get('/', { headers: { 'x-request-id': 'a b"c' } });
  expect(replaced.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const overTls = new URL(replaced.url()).protocol === 'https:';
  expect(replaced.headers()['strict-transport-security']).toBe(overTls ? 'max-age=31536000; includeSubDomains' : undefined);
});
