/** @features member/application member/declaration member/activity files */
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { PDF_BYTES as PDF, PNG_BYTES as PNG } from '../tests/support/sample-files';
import { expectNotice, freshPhone, lastSmsCode, submitSignIn } from './support';

const PASSWORD = 'Audio#2026';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The form a submit button belongs to (the header's search box is a form too). */
function formWith(page: Page, submit: string) {
  return page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: submit }) })
    .first();
}

/** An approver's decision, made through the API with the administrator's session (lastSmsCode signed it in). */
async function approverPut(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const answer = await (await request.put(`/prod-api${path}`, { data })).json();
  expect(answer).toMatchObject({ code: 200 });
}

test('register → apply → approved → pay → paid member → declare with an attachment → download it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const phone = freshPhone();

  await page.goto('/register');
  await page.getByLabel('手机号码').fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expectNotice(page, '验证码已发送，请查收短信');
  await page.getByLabel('短信验证码').fill(await lastSmsCode(request, phone));
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByLabel('确认密码').fill(PASSWORD);
  await page.getByRole('button', { name: '注 册' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  // The sign-up page needs a session: it sends the visitor to sign in and back.
  await page.goto('/Membership');
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/Membership');
  await submitSignIn(page, phone, PASSWORD);
  await page.waitForURL((url) => url.pathname === '/Membership');
  await expect(page.getByTestId('membership-status')).toContainText('您还没有提交入会申请');

  // Declarations are for members: a signed-in applicant is told why and sent here.
  await page.goto('/Declare/tableInput');
  await page.waitForURL((url) => url.pathname === '/Membership');
  await expect(page.getByRole('alert').filter({ hasText: '申报功能仅向正式会员开放' })).toBeVisible();

  const form = formWith(page, '提交申请');
  await form.getByLabel('姓名 *').fill('张录音');
  await choose(page, '性别 *', '男');
  await form.getByLabel('身份证号码 *').fill('110101199003074477');
  await form.getByLabel('出生日期 *').fill('1990-03-07');
  await form.getByLabel('工作单位 *').fill('北京声谷录音棚');
  await form.getByLabel('从业年限（年） *').fill('8');
  await choose(page, '专业方向 *', '混音');
  await form.getByLabel('手机号码 *').fill(phone);
  await form.getByLabel('电子邮箱 *').fill('zhang@example.com');
  await form.locator('input[type=file]').first().setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expectNotice(page, '上传成功');
  await expect(form.getByRole('img', { name: 'photo.png' })).toBeVisible();
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('membership-status')).toContainText('入会申请已提交，等待审核');

  const mine = async () => (await (await page.request.get('/prod-api/api/system/sign/getInfo')).json()).data;
  const applicationId = (await mine()).application.id;
  await approverPut(request, '/api/system/sign/audit', { id: applicationId, type: 'member', status: '1', reason: '材料齐全' });

  await page.reload();
  await expect(page.getByTestId('membership-status')).toContainText('入会申请已审核通过，请缴纳会费');
  const payment = formWith(page, '提交缴费信息');
  await payment.getByLabel('付款人 *').fill('张录音');
  await choose(page, '缴费方式 *', '银行转账');
  await payment.getByLabel('交易流水号 *').fill('TX20261121001');
  await payment.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(payment.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await payment.getByRole('button', { name: '提交缴费信息' }).click();
  await expect(page.getByTestId('membership-status')).toContainText('缴费信息已提交，等待协会确认');

  await approverPut(request, '/api/system/sign/confirmPay', { id: applicationId, type: 'member' });
  expect((await (await page.request.get('/prod-api/getInfo')).json()).isMember).toBe(true);

  await page.goto('/Declare');
  await page.waitForURL((url) => url.pathname === '/Declare/taskList');
  await page.getByRole('tab', { name: '填写申报' }).click();
  await page.waitForURL((url) => url.pathname === '/Declare/tableInput');
  await choose(page, '申报类别 *', '能力评价申报');
  await page.getByLabel('申报名称 *').fill('录音师能力评价（二级）');
  await page.getByLabel('申报人 *').fill('张录音');
  await page.getByLabel('联系电话 *').fill(phone);
  await page.getByLabel('申报说明 *').fill('从业八年，主持录音项目四十余个。');

  // Kept alive: the typed form survives a visit to the attachments page.
  await page.getByRole('tab', { name: '附件上传' }).click();
  await page.waitForURL((url) => url.pathname === '/Declare/upload');
  await expect(page.getByText('申报“录音师能力评价（二级）”的附件')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: '作品清单.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectNotice(page, '上传成功');
  await expect(page.getByRole('link', { name: '作品清单.pdf' })).toBeVisible();
  // Five more at once make six: refused before any of them is sent, the limit's message first.
  const uploads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/common/upload')) uploads.push(sent.url());
  });
  const five = Array.from({ length: 5 }, (_, i) => ({ name: `附件${i + 1}.pdf`, mimeType: 'application/pdf', buffer: PDF }));
  await page.locator('input[type=file]').setInputFiles(five);
  await expectNotice(page, '上传文件数量不能超过 5 个!');
  expect(uploads).toEqual([]);
  await expect(page.getByRole('link', { name: /^附件\d\.pdf$/ })).toHaveCount(0);
  await page.getByRole('tab', { name: '填写申报' }).click();
  await expect(page.getByLabel('申报名称 *')).toHaveValue('录音师能力评价（二级）');
  await expect(page.getByLabel('申报说明 *')).toHaveValue('从业八年，主持录音项目四十余个。');
  await expect(page.getByText('已添加附件 1 个。')).toBeVisible();
  await page.getByRole('button', { name: '提交申报' }).click();
  await page.waitForURL((url) => url.pathname === '/Declare/taskList');
  await expect(page.getByRole('row', { name: /录音师能力评价（二级）.*已提交/ })).toBeVisible();

  await page.getByRole('tab', { name: '文件下载' }).click();
  await page.waitForURL((url) => url.pathname === '/Declare/fileDownload');
  await expect(page.getByRole('link', { name: /会员申报填写说明/ })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /作品清单\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('作品清单.pdf');
  expect(fs.readFileSync(await download.path()).equals(PDF)).toBe(true);

  await page.goto('/personal');
  await expect(page.getByText('您是本会正式会员')).toBeVisible();
  await expect(page.getByRole('link', { name: '录音师能力评价（二级）' })).toBeVisible();

  await test.step('the winter workshop’s sign-up box: a member’s own price; on /en the English venue', async () => {
    const activities = (await (await page.request.get('/prod-api/api/activity/activities/getInfoList')).json()).data as {
      title: string;
      articleId: number;
    }[];
    const workshop = activities.find((activity) => activity.title.includes('混音与母带实务'))!;
    await page.goto(`/article?articleId=${workshop.articleId}`);
    const box = page.getByRole('region', { name: '活动报名' });
    await expect(box).toContainText('地点：北京市朝阳区协会培训中心三层录音教室');
    await expect(box).toContainText('费用：会员价 ¥3800（非会员 ¥4800）');
    await page.goto(`/en/article?articleId=${workshop.articleId}`);
    const english = page.getByRole('region', { name: 'Sign-up' });
    await expect(english).toContainText('Where: Third-floor recording classroom, Association Training Centre, Chaoyang District, Beijing');
    await expect(english).toContainText('Fee: Your member price ¥3800 (non-members ¥4800)');
    await expect(english).not.toContainText('北京');
  });
});
