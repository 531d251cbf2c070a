/** @features member/application */
import { expect, test } from './fixtures';
import { E2E_ADMIN_PASSWORD, registerThroughApi, signIn, submitApplication, submitPayment } from './support';

async function confirmDialog(page: import('@playwright/test').Page) {
  const dialog = page.getByRole('dialog', { name: '系统提示' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

test('an application made on the member side is approved and marked paid in the back office, and /personal follows', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerThroughApi(request);
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, member.phone, member.password);
  const api = memberPage.request;
  const applicationId = await submitApplication(api, member.phone, '审核录音');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/member/sign');
  const list = page.getByRole('table', { name: '个人会员申请列表' });
  const row = list.getByRole('row').filter({ hasText: '审核录音' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '通过' }).click();
  await confirmDialog(page);
  await expect(row.getByRole('button', { name: '通过' })).toHaveCount(0);

  await submitPayment(api, applicationId, '审核录音');

  await page.reload();
  await row.getByRole('button', { name: '确认缴费' }).click();
  await confirmDialog(page);
  await expect(row.getByRole('button', { name: '确认缴费' })).toHaveCount(0);

  await row.getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog', { name: '申请详情' });
  await expect(detail.getByRole('table', { name: '办理记录' })).toContainText('admin');

  await memberPage.goto('/personal');
  await expect(memberPage.getByText('您是本会正式会员')).toBeVisible();
  await memberPage.context().close();
});
