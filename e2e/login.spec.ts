/** @features auth */
import { expect, test } from './fixtures';
import { E2E_ADMIN_PASSWORD, expectNotice, submitSignIn } from './support';

test.describe('sign-in page', () => {
  test('shows the form in Chinese with the spec title, and checks empty fields', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('账号登录 - 录音师协会');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.getByRole('button', { name: '登 录' }).click();
    await expect(page.getByText('请输入您的账号')).toBeVisible();
    await expect(page.getByText('请输入您的密码')).toBeVisible();
    await expect(page.getByRole('img', { name: /验证码/ })).toHaveCount(0);
  });

  test('a wrong password is told in a notice and sets no session', async ({ page, context }) => {
    await page.goto('/login');
    await submitSignIn(page, 'admin', 'wrong-password');
    await expectNotice(page, '用户不存在/密码错误');
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
  });

  test('the admin signs in: HttpOnly session cookie, invisible to scripts, then the back office', async ({ page, context }) => {
    await page.goto('/login');
    await submitSignIn(page, '  admin ', E2E_ADMIN_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/index');
    await page.goto('/');
    const cookie = (await context.cookies()).find((c) => c.name === 'Admin-Token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('Admin-Token');
    const info = await page.evaluate(() => fetch('/prod-api/getInfo').then((r) => r.json()));
    expect(info).toMatchObject({ code: 200, roles: ['admin'], permissions: ['*:*:*'] });
    expect(JSON.stringify(info)).not.toContain('token');
    await expect(page.getByRole('link', { name: '管理员' })).toHaveAttribute('href', '/personal');

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('确定注销并退出系统吗？');
      void dialog.accept();
    });
    await page.getByRole('button', { name: '退出' }).click();
    await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    expect(await page.evaluate(() => fetch('/prod-api/getInfo').then((r) => r.json()))).toMatchObject({ code: 401 });
  });

  test('?redirect= is honoured for same-site paths only', async ({ page }) => {
    const signIn = async (target: string) => {
      await page.context().clearCookies();
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await submitSignIn(page, 'admin', E2E_ADMIN_PASSWORD);
    };
    await signIn('/en?from=login');
    await page.waitForURL((url) => url.pathname === '/en' && url.search === '?from=login');
    await signIn('//evil.example/steal');
    await page.waitForURL((url) => url.host === new URL(page.url()).host && url.pathname === '/index');
    expect(new URL(page.url()).host).not.toBe('evil.example');
  });

  test('remember me keeps the user name only', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('账号 / 手机号').fill('admin');
    await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel('记住账号').check();
    await page.getByRole('button', { name: '登 录' }).click();
    await page.waitForURL((url) => url.pathname === '/index');
    await page.goto('/login');
    await expect(page.getByLabel('账号 / 手机号')).toHaveValue('admin');
    await expect(page.getByLabel('密码')).toHaveValue('');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie);
    expect(stored).not.toContain(E2E_ADMIN_PASSWORD);
  });

  test('English lives under /en and the toggle switches language', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page).toHaveTitle('Sign in - Audio Engineers Association');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: '中文' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  });
});
