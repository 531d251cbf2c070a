import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { PNG_BYTES } from '../../tests/support/sample-files';
import { E2E_ADMIN_PASSWORD } from '../support';
import type { Envelope } from '../../lib/contract/envelope';

/**
 * Helpers of the abuse suite. It attacks the running portal over HTTP only: through the BFF at
 * /prod-api and the pages, never the database. The base URL is the project's (one portal, or
 * nginx in front of two over https), so nothing here names a host.
 */

export const UNAUTHENTICATED = (path: string) => `请求访问：${path}，认证失败，无法访问系统资源`;
export const ACCOUNT_PASSWORD = 'Abuse#2026staff';

export type { Envelope };

export async function envelope(response: APIResponse): Promise<Envelope> {
  return (await response.json()) as Envelope;
}

let sequence = 0;
/** A suffix no other call of this run, nor an earlier run on the same server, has used. */
export function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence.toString(36)}`;
}

/** A mobile number unknown to the server (by the clock, so reruns on one server do not collide). */
export function uniquePhone(): string {
  sequence += 1;
  return `13${String((Date.now() * 7 + sequence * 7919) % 1e9).padStart(9, '0')}`;
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** A valid mainland identity number (checksum included) with its birth date and gender, random enough for reruns. */
export function uniqueIdNumber(): { idNumber: string; birthDate: string; gender: '0' | '1' } {
  const year = 1960 + Math.floor(Math.random() * 40);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  const body = `110101${year}${month}${day}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  return {
    idNumber: `${body}${'10X98765432'[sum % 11]}`,
    birthDate: `${year}-${month}-${day}`,
    gender: Number(body[16]) % 2 === 1 ? '0' : '1',
  };
}

/** An API client of its own (own cookies), signed in when credentials are given. */
export async function apiSession(baseURL: string, username?: string, password?: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, ignoreHTTPSErrors: true });
  if (username) {
    const answer = await envelope(await api.post('/prod-api/login', { data: { username, password } }));
    expect(answer, `sign-in of ${username}`).toMatchObject({ code: 200 });
  }
  return api;
}

export const adminSession = (baseURL: string) => apiSession(baseURL, 'admin', E2E_ADMIN_PASSWORD);

/** The value of the session cookie an API client holds. */
export async function sessionCookieOf(api: APIRequestContext): Promise<string> {
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error('No session cookie');
  return cookie.value;
}

/** The envelope of a call that must succeed (its message shows when it does not). */
export async function ok(response: Promise<APIResponse>): Promise<Envelope> {
  const answer = await envelope(await response);
  expect(answer, answer.msg).toMatchObject({ code: 200 });
  return answer;
}

export interface Account {
  userId: number;
  userName: string;
  api: APIRequestContext;
}

/** An account made by the administrator (staff, or with role 2 a plain registered user), signed in on its own client. */
export async function createAccount(
  baseURL: string,
  admin: APIRequestContext,
  options: { deptId: number; roleIds: number[] },
): Promise<Account> {
  const userName = `ab${unique()}`.slice(0, 20);
  await ok(
    admin.post('/prod-api/system/user', {
      data: {
        userName,
        nickName: userName,
        password: ACCOUNT_PASSWORD,
        deptId: options.deptId,
        roleIds: options.roleIds,
        status: '0',
        sex: '0',
      },
    }),
  );
  const found = await envelope(await admin.get(`/prod-api/system/user/list?userName=${userName}`));
  const userId = (found.rows as { userId: number }[])[0].userId;
  return { userId, userName, api: await apiSession(baseURL, userName, ACCOUNT_PASSWORD) };
}

/** A role with the menus given, then the data scope given (custom scopes name their departments). */
export async function createRole(admin: APIRequestContext, menuIds: number[], dataScope: string, deptIds: number[] = []): Promise<number> {
  const key = `abuse_${unique()}`;
  const created = await ok(
    admin.post('/prod-api/system/role', { data: { roleName: key, roleKey: key, roleSort: 50, status: '0', menuIds } }),
  );
  const roleId = Number(created.data);
  await ok(admin.put('/prod-api/system/role/dataScope', { data: { roleId, dataScope, deptIds } }));
  return roleId;
}

/** Uploads a file with the client's session; answers the envelope. */
export async function upload(api: APIRequestContext, name: string, mimeType: string, buffer: Buffer): Promise<Envelope> {
  return envelope(await api.post('/prod-api/common/upload', { multipart: { file: { name, mimeType, buffer } } }));
}

/**
 * Uploads with a multipart body built by hand, so the part's header carries exactly the file
 * name parameter given (`filename*=UTF-8''...` can hold any character).
 */
export async function uploadNamed(api: APIRequestContext, filenameParameter: string, bytes: Buffer): Promise<Envelope> {
  const boundary = `----abuse${unique()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${filenameParameter}\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return envelope(
    await api.post('/prod-api/common/upload', { data: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
  );
}

export interface Member {
  userId: number;
  userName: string;
  api: APIRequestContext;
  applicationId: number;
  /** The photo of the application: an upload only its owner (and reviewers) may read. */
  photo: string;
}

/**
 * A paid member, made the quick way: the administrator creates the account (no SMS is spent,
 * the per-IP cap stays for the flood test), the member applies and pays, the administrator
 * approves and confirms.
 */
export async function paidMember(baseURL: string, admin: APIRequestContext): Promise<Member> {
  const account = await createAccount(baseURL, admin, { deptId: 100, roleIds: [2] });
  const { api } = account;
  const photo = await upload(api, 'photo.png', 'image/png', PNG_BYTES);
  const phone = uniquePhone();
  const applied = await ok(
    api.post('/prod-api/api/system/sign/addMember', {
      data: {
        name: '越权测试',
        ...uniqueIdNumber(),
        employer: '测试录音棚',
        yearsInProfession: 3,
        speciality: '1',
        mobile: phone,
        email: `${account.userName}@example.com`,
        photo: photo.fileName,
      },
    }),
  );
  const applicationId = Number(applied.data);
  await ok(admin.put('/prod-api/api/system/sign/audit', { data: { id: applicationId, type: 'member', status: '1', reason: '' } }));
  const receipt = await upload(api, 'receipt.png', 'image/png', PNG_BYTES);
  await ok(
    api.post('/prod-api/api/system/sign/submitPayInfo', {
      data: {
        applicationId,
        type: 'member',
        payer: '越权测试',
        amount: '300',
        method: '1',
        reference: `AB${unique()}`,
        payTime: '2026-01-05',
        receipt: receipt.fileName,
      },
    }),
  );
  await ok(admin.put('/prod-api/api/system/sign/confirmPay', { data: { id: applicationId, type: 'member' } }));
  return { userId: account.userId, userName: account.userName, api, applicationId, photo: String(photo.fileName) };
}

/** Switches the sign-in captcha through the config API, as the config screen does. */
export async function setCaptcha(admin: APIRequestContext, enabled: boolean): Promise<void> {
  const entries = await envelope(await admin.get('/prod-api/system/config/list?configKey=sys.account.captchaEnabled'));
  const entry = (entries.rows as Record<string, unknown>[])[0];
  await ok(admin.put('/prod-api/system/config', { data: { ...entry, configValue: String(enabled) } }));
}

/** The newest SMS code sent to a phone, read from the outbox by the administrator. */
export async function smsCodeOf(admin: APIRequestContext, phone: string): Promise<string> {
  const list = await envelope(await admin.get(`/prod-api/monitor/sms/list?phone=${phone}&pageSize=1`));
  const match = /验证码是(\d{6})/.exec((list.rows as { content: string }[])[0]?.content ?? '');
  if (!match) throw new Error(`No SMS code was sent to ${phone}`);
  return match[1];
}

// ---- Raw HTTP: for what a URL parser would tidy away (dot segments, `//`, odd encodings) and for slow clients.

type RawAnswer = { headers: Record<string, string[]> } | APIResponse;

/** The Set-Cookie lines of a raw answer or of a Playwright one. */
function setCookieLines(response: RawAnswer): string[] {
  return 'headersArray' in response
    ? response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value)
    : (response.headers['set-cookie'] ?? []);
}

/** The session cookie's value among a raw answer's Set-Cookie lines ('' when cleared), or undefined when not set. */
export function setSessionCookie(response: RawAnswer): string | undefined {
  const line = setCookieLines(response).find((value) => value.startsWith('Admin-Token='));
  return line === undefined ? undefined : line.slice('Admin-Token='.length).split(';')[0];
}

/** Whether the Set-Cookie lines clear the session cookie (empty value, Max-Age=0). */
export function clearsSession(response: RawAnswer): boolean {
  return setCookieLines(response).some((value) => /^Admin-Token=;/.test(value) && /Max-Age=0/i.test(value));
}
