/** @features member/payment member/application */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { test as base, expect, type APIRequestContext, type Browser, type Page } from './fixtures';
import type { AlipayGateway } from '../tests/support/alipay-gateway';
import { payStandIns } from '../tests/support/pay-stand-ins';
import type { WechatPayApi } from '../tests/support/wechat-pay-api';
import { toWireTime } from '../lib/format/date-time';
import { PNG_BYTES } from '../tests/support/sample-files';
import { E2E_ADMIN_PASSWORD, freshPhone, registerThroughApi, signIn, submitApplication } from './support';

interface PayPortal {
  url: string;
  alipay: AlipayGateway;
  wechat: WechatPayApi;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function answering(url: string, portal: ChildProcess): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (portal.exitCode !== null) throw new Error(`the payments portal ended (${portal.exitCode})`);
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the payments portal did not start in 150 s');
}

/**
 * A portal of this worker's own whose Alipay and WeChat Pay are the local stand-ins, which check
 * each call as the providers do and call the portal back at its address. Ended with the worker,
 * whatever its tests did.
 */
const test = base.extend<{ baseURL: string }, { payPortal: PayPortal }>({
  baseURL: async ({ payPortal }, provide) => provide(payPortal.url),
  payPortal: [
    async ({}, provide, workerInfo) => {
      const standIns = await payStandIns();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const portal = spawn(process.execPath, ['scripts/e2e-server.mjs', String(port), `payments-${workerInfo.workerIndex}`], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
          CAPTCHA_ENABLED: 'false',
          NODE_ENV: 'production',
          SITE_URL: url,
          ...standIns.env,
        },
      });
      const ended = new Promise((resolve) => portal.on('exit', resolve));
      try {
        await answering(`${url}/login`, portal);
        await provide({ url, alipay: standIns.alipay, wechat: standIns.wechat });
      } finally {
        portal.kill('SIGTERM');
        await ended;
        await standIns.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** An applicant whose individual application the administrator approved, signed in on `page`. */
async function approvedApplicant(page: Page, admin: APIRequestContext): Promise<number> {
  const phone = freshPhone();
  const { password } = await registerThroughApi(admin, phone);
  await signIn(page, phone, password);
  const applicationId = await submitApplication(page.request, phone, '付款人');
  const audit = await admin.put('/prod-api/api/system/sign/audit', {
    data: { id: applicationId, type: 'member', status: '1', reason: '' },
  });
  expect((await audit.json()).code).toBe(200);
  return applicationId;
}

const memberStatus = (page: Page) => page.getByTestId('membership-status');

/** Pays on the stand-in's Alipay page (确认付款), back on /Membership with the order's number, a member; answers that number. */
async function payWithAlipay(page: Page): Promise<string> {
  await page.getByRole('button', { name: '使用支付宝支付' }).click();
  await page.getByRole('button', { name: '确认付款' }).click();
  await page.waitForURL(/\/Membership\?orderNo=P\d{20}$/);
  await expect(memberStatus(page)).toContainText('您是本会正式会员');
  return new URL(page.url()).searchParams.get('orderNo')!;
}

/** Chooses WeChat Pay and starts it: on a computer, its QR code. */
async function startWechatPay(page: Page): Promise<void> {
  await page.getByRole('button', { name: '微信支付', exact: true }).click();
  await page.getByRole('button', { name: '使用微信支付支付' }).click();
}

/** The trade the page just started: each worker's stand-in serves its own portal, one test at a time. */
const newestTrade = (wechat: WechatPayApi) => [...wechat.trades.values()].at(-1)!;

test.describe.configure({ mode: 'serial' });

test('Alipay on a computer: the member pays on Alipay’s page and comes back a member', async ({ page, request }) => {
  await approvedApplicant(page, request);
  await page.goto('/Membership');
  await expect(page.getByText('应缴会费：300.00 元')).toBeVisible();
  await expect(page.getByRole('button', { name: '支付宝', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await payWithAlipay(page);

  await page.goto('/personal');
  const payments = page.getByTestId('my-payments');
  await expect(payments).toContainText('会费 · ¥300.00 · 支付宝 · 已支付');
  await payments.getByRole('link', { name: '收据' }).click();
  await expect(page.getByTestId('receipt')).toContainText('录音师协会');
  await expect(page.getByTestId('receipt')).toContainText('¥300.00');
});

test('Alipay on a phone: Alipay’s mobile page, and back a member', async ({ browser, request, payPortal }) => {
  const phone = await browser.newContext({
    baseURL: payPortal.url,
    viewport: { width: 375, height: 812 },
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  });
  const page = await phone.newPage();
  await approvedApplicant(page, request);
  await page.goto('/Membership');
  const orderNo = await payWithAlipay(page);
  expect(payPortal.alipay.trades.get(orderNo)?.page).toBe('wap');
  await phone.close();
});

test('WeChat Pay on a computer: a QR code to scan, and the page updates by itself once paid', async ({ page, request, payPortal }) => {
  await approvedApplicant(page, request);
  await page.goto('/Membership');
  await startWechatPay(page);
  const code = page.getByRole('img', { name: '请使用微信扫一扫付款' });
  await expect(code).toBeVisible();
  const trade = newestTrade(payPortal.wechat);
  expect(await page.locator('[data-code-url]').getAttribute('data-code-url')).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  expect(trade).toMatchObject({ kind: 'native', total: 30000 });
  await expect(page.getByText('正在等待支付结果')).toBeVisible();
  await payPortal.wechat.pay(trade.outTradeNo);
  await expect(memberStatus(page)).toContainText('您是本会正式会员');
});

test('a lost notification: the payer’s page asks WeChat Pay, and the payer is a member all the same', async ({
  page,
  request,
  payPortal,
}) => {
  await approvedApplicant(page, request);
  await page.goto('/Membership');
  await startWechatPay(page);
  await expect(page.locator('[data-code-url]')).toBeVisible();
  const trade = newestTrade(payPortal.wechat);
  await payPortal.wechat.pay(trade.outTradeNo, { notify: false });
  await expect(memberStatus(page)).toContainText('您是本会正式会员');
});

test('a refund in 订单管理 warns that it ends the membership, and it does', async ({ page, request, payPortal }) => {
  await approvedApplicant(page, request);
  await page.goto('/Membership');
  const orderNo = await payWithAlipay(page);

  const staff = await staffPage(page.context().browser()!, payPortal.url);
  await staff.goto('/member/order');
  const row = staff.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('已支付');
  await row.getByRole('button', { name: '详情' }).click();
  const detail = staff.getByRole('dialog', { name: '订单详情' });
  await expect(detail).toContainText('支付通知');
  await detail.getByRole('button', { name: '关 闭' }).click();

  await row.getByRole('button', { name: '退款' }).click();
  const dialog = staff.getByRole('dialog', { name: '订单退款' });
  await expect(dialog.getByLabel('退款金额（元）')).toHaveValue('300.00');
  await expect(dialog.getByRole('alert')).toHaveText('全额退还会费后，该会员的会籍即终止。');
  await dialog.getByLabel('退款金额（元）').fill('100');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel('退款金额（元）').fill('300');
  await dialog.getByLabel('退款原因').fill('会员申请退会');
  await dialog.getByRole('button', { name: '确 定' }).click();
  await expect(row).toContainText('已退款');
  expect([...payPortal.alipay.trades.get(orderNo)!.refunded.values()]).toEqual(['300.00']);

  await page.reload();
  await expect(memberStatus(page)).not.toContainText('您是本会正式会员');
  await staff.close();
});

test('a bank transfer: the order number for the remark, the receipt, and a person’s confirmation make it a paid order', async ({
  page,
  request,
  payPortal,
}) => {
  const applicationId = await approvedApplicant(page, request);
  await page.goto('/Membership');
  await page.getByRole('button', { name: '线下转账', exact: true }).click();
  await page.getByRole('button', { name: '获取订单号' }).click();
  const hint = page.getByRole('status').filter({ hasText: '转账时请在附言中填写订单号' });
  await expect(hint).toContainText('金额 300.00 元');
  const orderNo = /P\d{20}/.exec((await hint.textContent())!)![0];

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: '提交缴费信息' }) });
  await form.getByLabel('付款人 *').fill('付款人');
  await page.getByRole('combobox', { name: '缴费方式 *' }).click();
  await page.getByRole('option', { name: '银行转账', exact: true }).click();
  await form.getByLabel('交易流水号 *').fill(orderNo);
  await form.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(form.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await form.getByRole('button', { name: '提交缴费信息' }).click();
  await expect(memberStatus(page)).toContainText('缴费信息已提交，等待协会确认');
  const confirmed = await request.put('/prod-api/api/system/sign/confirmPay', { data: { id: applicationId, type: 'member', reason: '' } });
  expect((await confirmed.json()).code).toBe(200);

  const staff = await staffPage(page.context().browser()!, payPortal.url);
  await staff.goto('/member/order');
  const row = staff.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('线下转账');
  await expect(row).toContainText('已支付');
  await row.getByRole('button', { name: '退款' }).click();
  await expect(staff.getByRole('dialog', { name: '订单退款' })).toContainText('线下转账的款项请由协会转账退回，此处记录退款');
  await staff.close();
});

test('a paid activity: the sign-up goes to its pay step, and paying confirms it', async ({ page, request }) => {
  const { phone, password } = await registerThroughApi(request, freshPhone());
  // An activity of the test's own, announced by a demo article, whose sign-up is still open.
  const article = (await (await request.get('/prod-api/bll/article/list?pageSize=1')).json()).rows[0] as { id: number };
  const start = new Date(Date.now() + 7 * 86_400_000);
  const title = `付费工作坊${Date.now()}`;
  const activity = {
    title,
    activityType: '1',
    articleId: article.id,
    startTime: toWireTime(start),
    deadline: toWireTime(new Date(start.getTime() - 86_400_000)),
    place: '协会培训中心',
    capacity: 10,
    fee: '480',
    memberFee: '380',
    status: '0',
  };
  expect((await (await request.post('/prod-api/activity/activities', { data: activity })).json()).code).toBe(200);

  await signIn(page, phone, password);
  await page.goto(`/article?articleId=${article.id}`);
  // The article's box lists each activity it announces: this one's part.
  const box = page
    .getByRole('region', { name: '活动报名' })
    .locator(':scope > div')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await box.getByRole('button', { name: '我要报名' }).click();
  await box.getByLabel('姓名').fill('报名人');
  await box.getByLabel('手机号码').fill(phone);
  await box.getByRole('button', { name: '提交报名' }).click();

  await page.waitForURL(/\/personal\/pay\?signupId=\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // Not a member: the public fee.
  await expect(page.getByText('应缴费用：480.00 元')).toBeVisible();
  await page.getByRole('button', { name: '使用支付宝支付' }).click();
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page.getByTestId('activity-paid')).toContainText('您已报名并缴费');

  await page.goto(`/article?articleId=${article.id}`);
  await expect(box).toContainText('您已报名并缴费');
});

/** The administrator in a browser of their own. */
async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
  return page;
}
