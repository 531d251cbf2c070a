/** @features auth */
import { expect, test } from './fixtures';
import { E2E_ADMIN_PASSWORD, expectNotice, submitSignIn } from './support';

test('the captcha image shows, refreshes on click, and a wrong answer is refused with a new image', async ({ page }) => {
  await page.goto('/login');
  const image = page.getByRole('img', { name: '验证码图片，点击刷新' });
  await expect(image).toBeVisible();
  const first = await image.getAttribute('src');
  expect(first).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);

  await image.click();
  await expect(image).not.toHaveAttribute('src', first!);

  await submitSignIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await expect(page.getByText('请输入验证码')).toBeVisible();

  const beforeWrong = await image.getAttribute('src');
  await page.getByLabel('验证码').fill('100');
  await page.getByRole('button', { name: '登 录' }).click();
  await expectNotice(page, '验证码错误');
  await expect(image).not.toHaveAttribute('src', beforeWrong!);
  await expect(page.getByLabel('验证码')).toHaveValue('');
});

test('sending an SMS code asks for the captcha first, and a wrong answer sends nothing and shows a new image', async ({ page }) => {
  await page.goto('/register');
  const image = page.getByRole('img', { name: '验证码图片，点击刷新' });
  await expect(image).toBeVisible();
  await page.getByLabel('手机号码').fill('13912345670');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('请输入验证码')).toBeVisible();

  const before = await image.getAttribute('src');
  await page.getByLabel('验证码', { exact: true }).fill('100');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectNotice(page, '验证码错误');
  await expect(image).not.toHaveAttribute('src', before!);
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();
});
