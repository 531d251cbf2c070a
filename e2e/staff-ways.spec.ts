/** @features auth system/profile */
import { expect, test } from './fixtures';
import { E2E_ADMIN_PASSWORD, expectNotice, registerThroughApi, signIn, submitSignIn } from './support';

test('staff find the back office: sign-in leads there, the public header links to it, /personal shows the staff account', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/index');

  await page.goto('/AboutUs');
  await page.getByRole('link', { name: '管理后台' }).click();
  await page.waitForURL((url) => url.pathname === '/index');
  await page.goto('/en/AboutUs');
  await expect(page.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/en/index');

  await page.goto('/personal');
  await expect(page.getByRole('heading', { name: '工作人员账号' })).toBeVisible();
  await expect(page.getByRole('link', { name: '查看入会申请' })).toHaveCount(0);
  await page.getByRole('link', { name: '进入管理后台' }).click();
  await page.waitForURL((url) => url.pathname === '/index');
});

test('the back office’s 个人中心 opens inside the shell, and a saved nickname shows in its header at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/index');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await page.waitForURL((url) => url.pathname === '/index/profile');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toHaveText(/首页\s*\/\s*个人中心/);

  const nickname = page.getByLabel('用户昵称');
  const before = await nickname.inputValue();
  const after = `${before.slice(0, 20)}1`;
  try {
    await nickname.fill(after);
    await page.getByRole('button', { name: '保存资料' }).click();
    await expectNotice(page, '个人资料已保存');
    await expect(page.getByTestId('user-menu')).toHaveText(after);
  } finally {
    const profile = (await (await page.request.get('/prod-api/system/user/profile')).json()).data;
    await page.request.put('/prod-api/system/user/profile', { data: { ...profile, nickName: before } });
  }
});

test('a member signs in to the home page, sees no way into the back office, and the header follows a new nickname', async ({
  page,
  request,
}) => {
  const { phone, password } = await registerThroughApi(request);
  await page.goto('/login');
  await submitSignIn(page, phone, password);
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
  await expect(page.getByRole('link', { name: '管理后台' })).toHaveCount(0);
  await page.goto('/personal');
  await expect(page.getByRole('link', { name: '查看入会申请' })).toBeVisible();

  await page.goto('/user/profile');
  await page.getByLabel('用户昵称').fill('新昵称录音师');
  await page.getByRole('button', { name: '保存资料' }).click();
  await expectNotice(page, '个人资料已保存');
  await expect(page.getByRole('banner').getByRole('link', { name: '新昵称录音师' })).toBeVisible();
});
