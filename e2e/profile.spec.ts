/** @features system/profile files */
import { expect, test } from './fixtures';
import { PNG_BYTES } from '../tests/support/sample-files';
import { expectNotice, freshPhone, registerThroughApi, signIn } from './support';

test('a new mobile number on the profile page shows the current password field and checks what is typed there', async ({
  page,
  request,
}) => {
  const { phone, password } = await registerThroughApi(request);
  await signIn(page, phone, password);
  await page.goto('/user/profile');

  const current = page.getByLabel('当前密码（修改手机号码或邮箱需要）');
  await expect(current).toHaveCount(0);
  const newPhone = freshPhone().replace(/^139/, '136');
  await page.getByLabel('手机号码', { exact: true }).fill(newPhone);
  await expect(current).toBeVisible();

  // Just signed in, the field may stay empty (a recent sign-in stands for it), but a wrong password is refused.
  await current.fill(`${password}-wrong`);
  await page.getByRole('button', { name: '保存资料' }).click();
  await expect(page.getByText('修改手机号码失败，当前密码错误')).toBeVisible();
  await current.fill(password);
  await page.getByRole('button', { name: '保存资料' }).click();
  await expectNotice(page, '个人资料已保存');
  await expect(current).toHaveCount(0);
  expect((await (await page.request.get('/prod-api/system/user/profile')).json()).data.phonenumber).toBe(newPhone);
});

test('an avatar shows to a browser without a session, as the stock UIs put it into an img', async ({ page, request, browser }) => {
  const { phone, password } = await registerThroughApi(request);
  await signIn(page, phone, password);
  const uploaded = await page.request.post('/prod-api/system/user/profile/avatar', {
    multipart: { avatarfile: { name: 'face.png', mimeType: 'image/png', buffer: PNG_BYTES } },
  });
  const imgUrl = (await uploaded.json()).imgUrl as string;
  expect(imgUrl).toMatch(/^\/profile\/upload\/.+\.png$/);

  const stranger = await browser.newContext();
  const shown = await stranger.request.get(`/prod-api${imgUrl}`);
  expect(shown.status()).toBe(200);
  expect(shown.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await shown.body())).toEqual(PNG_BYTES);
  await stranger.close();
});
