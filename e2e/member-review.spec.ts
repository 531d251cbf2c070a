import { expect, test, type APIRequestContext } from '@playwright/test';
import { uniqueIdNumber } from '../tests/support/identity-numbers';
import { PDF_BYTES, PNG_BYTES } from '../tests/support/sample-files';
import { E2E_ADMIN_PASSWORD, registerThroughApi, signIn } from './support';

/** Uploads a file with the member's session; answers its stored name. */
async function uploaded(request: APIRequestContext, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const answer = await (await request.post('/prod-api/common/upload', { multipart: { file: { name, mimeType, buffer } } })).json();
  expect(answer.code).toBe(200);
  return answer.fileName;
}

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
  const application = await (
    await api.post('/prod-api/api/system/sign/addMember', {
      data: {
        name: '审核录音',
        ...uniqueIdNumber(),
        employer: '上海声场录音棚',
        jobTitle: '录音师',
        yearsInProfession: 5,
        speciality: '2',
        mobile: member.phone,
        email: 'review-e2e@example.com',
        photo: await uploaded(api, 'photo.png', 'image/png', PNG_BYTES),
        certificates: '录音师职业技能等级证书',
        certificateFiles: [await uploaded(api, 'certificate.pdf', 'application/pdf', PDF_BYTES)],
      },
    })
  ).json();
  expect(application.code).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  await page.goto('/member/sign');
  const list = page.getByRole('table', { name: '个人会员申请列表' });
  const row = list.getByRole('row').filter({ hasText: '审核录音' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '通过' }).click();
  await confirmDialog(page);
  await expect(row.getByRole('button', { name: '通过' })).toHaveCount(0);

  const payment = await (
    await api.post('/prod-api/api/system/sign/submitPayInfo', {
      data: {
        applicationId: application.data,
        type: 'member',
        payer: '审核录音',
        amount: '300',
        method: '1',
        reference: `E2E${Date.now()}`,
        payTime: '2026-11-20',
        receipt: await uploaded(api, 'receipt.png', 'image/png', PNG_BYTES),
      },
    })
  ).json();
  expect(payment.code).toBe(200);

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
