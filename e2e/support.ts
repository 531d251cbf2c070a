import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';
import { toWireTime } from '../lib/format/date-time';
import { uniqueIdNumber } from '../tests/support/identity-numbers';
import { PDF_BYTES, PNG_BYTES } from '../tests/support/sample-files';

export { E2E_ADMIN_PASSWORD };

/** The notice the request helper shows (a toast), by its text. */
export async function expectNotice(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/**
 * Waits until the page has loaded, each of its images has loaded or failed, and the tasks queued
 * meanwhile have run: by then handlers such as onerror, onload and ontoggle have run. Each call
 * into the page is a task of its own, after those already queued; a sandboxed document (an image
 * opened as a page) runs no timers, so no timer is waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { polling: 50 });
  for (let turn = 0; turn < 2; turn++) await page.evaluate(() => document.readyState);
}

/** The newest SMS code sent to a phone, read from the outbox as an administrator. */
export async function lastSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const login = await request.post('/prod-api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  expect((await login.json()).code).toBe(200);
  const list = await (await request.get(`/prod-api/monitor/sms/list?phone=${phone}&pageSize=1`)).json();
  const match = /验证码是(\d{6})/.exec(list.rows?.[0]?.content ?? '');
  if (!match) throw new Error(`No SMS code was sent to ${phone}`);
  return match[1];
}

/** A mobile number no other test run has used on this server. */
export function freshPhone(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

/** Uploads a file with the session of `request`; answers its stored name. */
async function uploaded(request: APIRequestContext, name: string, mimeType: string, buffer: Buffer): Promise<string> {
  const answer = await (await request.post('/prod-api/common/upload', { multipart: { file: { name, mimeType, buffer } } })).json();
  expect(answer.code).toBe(200);
  return answer.fileName;
}

/** Fills the sign-in form (the page's, or the relogin prompt's) and sends it. */
export async function submitSignIn(form: Page | Locator, username: string, password: string): Promise<void> {
  await form.getByLabel('账号 / 手机号').fill(username);
  await form.getByLabel('密码').fill(password);
  await form.getByRole('button', { name: '登 录' }).click();
}

/** Signs the page's browser in through the API, as the sign-in form would. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const answer = await page.request.post('/prod-api/login', { data: { username, password } });
  expect((await answer.json()).code).toBe(200);
}

export const MEMBER_E2E_PASSWORD = 'Member#2026e2e';

/** A new self-registered account (SMS code, then registration), made through the API. */
export async function registerThroughApi(request: APIRequestContext, phone = freshPhone()): Promise<{ phone: string; password: string }> {
  expect((await (await request.post('/prod-api/sendCode', { data: { phone, scene: 'register' } })).json()).code).toBe(200);
  const code = await lastSmsCode(request, phone);
  const answer = await request.post('/prod-api/registerByPhone', {
    data: { phone, code, password: MEMBER_E2E_PASSWORD, nickName: `测试${phone.slice(-4)}` },
  });
  expect((await answer.json()).code).toBe(200);
  return { phone, password: MEMBER_E2E_PASSWORD };
}

/** An individual membership application made with the applicant's session (`api`); answers its id. */
export async function submitApplication(api: APIRequestContext, phone: string, name: string): Promise<number> {
  const form = {
    name,
    ...uniqueIdNumber(),
    employer: '上海声场录音棚',
    jobTitle: '录音师',
    yearsInProfession: 5,
    speciality: '2',
    mobile: phone,
    email: `e2e-${phone}@example.com`,
    photo: await uploaded(api, 'photo.png', 'image/png', PNG_BYTES),
    certificates: '录音师职业技能等级证书',
    certificateFiles: [await uploaded(api, 'certificate.pdf', 'application/pdf', PDF_BYTES)],
  };
  const answer = await (await api.post('/prod-api/api/system/sign/addMember', { data: form })).json();
  expect(answer.code).toBe(200);
  return answer.data;
}

/** The payment for an approved individual application, sent with the applicant's session (`api`), paid today. */
export async function submitPayment(api: APIRequestContext, applicationId: number, payer: string): Promise<void> {
  const payment = {
    applicationId,
    type: 'member',
    payer,
    amount: '300',
    method: '1',
    reference: `E2E${Date.now()}`,
    payTime: toWireTime(new Date()).slice(0, 10),
    receipt: await uploaded(api, 'receipt.png', 'image/png', PNG_BYTES),
  };
  expect((await (await api.post('/prod-api/api/system/sign/submitPayInfo', { data: payment })).json()).code).toBe(200);
}
