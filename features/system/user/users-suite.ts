/** The shared setup of the users API tests: one harness per test file, started before its tests. */
import { eq, inArray } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { CookieJar, type Harness } from '@/tests/support/api-harness';
import { addedId, featureSuite, type Call } from '@/tests/support/feature-suite';
import type { Person } from '@/tests/support/member-helpers';

export const IMPORT_HEADER = ['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '账号状态'];

export const PASSWORD = 'User#2026pw';

export let api: Harness;

export let member: Person;

export let admin: Call;

featureSuite({ people: ['member'] }, (suite) => {
  ({ api, admin, member } = suite);
});

let seq = 0;
/** A number new on every call, for names that must not repeat. */
export const nextSeq = () => ++seq;

export const phone = () => `136${String(process.pid % 10000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

export const userForm = (overrides: Record<string, unknown> = {}) => {
  const n = ++seq;
  return {
    userName: `user_${n}`,
    nickName: `用户${n}`,
    password: PASSWORD,
    deptId: 103,
    phonenumber: phone(),
    email: `user${n}@example.com`,
    sex: '1',
    status: '0',
    roleIds: [],
    remark: '备注',
    ...overrides,
  };
};

/** Adds a user as the administrator and answers its id and form. */
export async function newUser(overrides: Record<string, unknown> = {}): Promise<{ userId: number; form: ReturnType<typeof userForm> }> {
  const form = userForm(overrides);
  return { userId: await addedId(admin, '/system/user', form), form };
}

export const userRow = async (userId: number) => (await api.backend.deps.db.select().from(sysUser).where(eq(sysUser.userId, userId)))[0];

export const rolesOf = async (userId: number) =>
  (await api.backend.deps.db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId)))
    .map((row) => row.roleId)
    .sort((a, b) => a - b);

export const msgOf = async (method: string, path: string, body?: unknown) => (await admin(method, path, body)).body.msg;

/** Signs a user in with a browser of their own; answers the jar, or throws with the refusal. */
export async function signIn(username: string, password = PASSWORD): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await api.call('POST', '/login', { body: { username, password }, jar });
  if (answer.body.code !== 200) throw new Error(String(answer.body.msg));
  return jar;
}

export const infoCode = async (jar: CookieJar) => (await api.call('GET', '/getInfo', { jar })).body.code;

export async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  return writeXlsxFile(rows).toBuffer();
}

export function upload(bytes: Buffer, updateSupport: 0 | 1 = 0, options: { jar?: CookieJar; name?: string } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), options.name ?? 'users.xlsx');
  return api.call('POST', `/system/user/importData?updateSupport=${updateSupport}`, { formData: form, jar: options.jar });
}

export const usersNamed = (names: string[]) => api.backend.deps.db.select().from(sysUser).where(inArray(sysUser.userName, names));
