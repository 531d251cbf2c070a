/** @features auth */
import { expect, test } from './fixtures';
import { E2E_ADMIN_PASSWORD, expectNotice, freshPhone, lastSmsCode, submitSignIn } from './support';

test('register with a phone, then sign in', async ({ page, request }) => {
  const phone = freshPhone();

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: '手机号注册' })).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();

  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectNotice(page, '验证码已发送，请查收短信');
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  await page.getByLabel('短信验证码').fill('000000');
  await page.getByLabel('密码', { exact: true }).fill('Audio#2026');
  await page.getByLabel('确认密码').fill('Audio#2027');
  await page.getByRole('button', { name: '注 册' }).click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();

  await page.getByLabel('确认密码').fill('Audio#2026');
  await page.getByLabel('短信验证码').fill(await lastSmsCode(request, phone));
  await page.getByLabel('昵称（选填）').fill('混音师小李');
  await page.getByRole('button', { name: '注 册' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expectNotice(page, `恭喜您，账号 ${phone} 注册成功！请登录`);

  await submitSignIn(page, phone, 'Audio#2026');
  await expect(page.getByRole('link', { name: '混音师小李' })).toHaveAttribute('href', '/personal');
});

// A phone gets one SMS code a minute: the reset is for an account the office made, whose phone has had none.
test('reset a forgotten password with an SMS code, then sign in with it', async ({ page, request }) => {
  const phone = freshPhone();
  const userName = `reset${phone.slice(-8)}`;
  expect((await (await request.post('/prod-api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } })).json()).code).toBe(
    200,
  );
  const created = await request.post('/prod-api/system/user', {
    data: { userName, nickName: '混音师小李', phonenumber: phone, password: 'Audio#2026', deptId: 103, status: '0', sex: '0' },
  });
  expect((await created.json()).code).toBe(200);

  await page.goto('/forgetPassword');
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectNotice(page, '验证码已发送，请查收短信');
  await page.getByLabel('短信验证码').fill(await lastSmsCode(request, phone));
  await page.getByLabel('新密码').fill('Mixing#2026');
  await page.getByLabel('确认密码').fill('Mixing#2026');
  await page.getByRole('button', { name: '重置密码' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expectNotice(page, '密码已重置，请使用新密码登录');

  await submitSignIn(page, phone, 'Mixing#2026');
  await page.waitForURL((url) => url.pathname === '/');
  const info = await page.evaluate(() => fetch('/prod-api/getInfo').then((r) => r.json()));
  expect(info.user).toMatchObject({ userName, nickName: '混音师小李' });
});
