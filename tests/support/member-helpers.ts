import { sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { MEMBER_ROLE_ID } from '@/features/system/server';
import { hashPassword } from '@/features/auth/server/password';
import { ADMIN_PASSWORD, CookieJar, type ApiAnswer, type Harness } from './api-harness';
import { PDF_BYTES, PNG_BYTES } from './sample-files';

export const MEMBER_PASSWORD = 'Member#2026';

export { PDF_BYTES, PNG_BYTES };

export interface Person {
  jar: CookieJar;
  phone: string;
  userId: number;
  call(method: string, path: string, body?: unknown): Promise<ApiAnswer>;
  upload(name: string, bytes: Buffer, field?: string, path?: string): Promise<ApiAnswer>;
}

let next = 0;

/** A registered user (as self-registration makes one) signed in with a browser of their own. */
export async function registeredUser(api: Harness): Promise<Person> {
  const phone = `139${String(process.pid % 10000).padStart(4, '0')}${String(next++).padStart(4, '0')}`;
  const [user] = await api.backend.deps.db
    .insert(sysUser)
    .values({
      userName: phone,
      nickName: `会员${phone.slice(-4)}`,
      phonenumber: phone,
      password: await hashPassword(MEMBER_PASSWORD),
      pwdUpdateDate: new Date(),
    })
    .returning({ userId: sysUser.userId });
  await api.backend.deps.db.insert(sysUserRole).values({ userId: user.userId, roleId: MEMBER_ROLE_ID });
  const jar = new CookieJar();
  const login = await api.call('POST', '/login', { body: { username: phone, password: MEMBER_PASSWORD }, jar });
  if (login.body.code !== 200) throw new Error(`login failed: ${login.body.msg}`);
  return {
    jar,
    phone,
    userId: user.userId,
    call: (method, path, body) => api.call(method, path, { body, jar }),
    upload: (name, bytes, field = 'file', path = '/common/upload') => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(bytes)]), name);
      return api.call('POST', path, { formData: form, jar });
    },
  };
}

/** The administrator, signed in with a browser of their own. */
export async function administrator(api: Harness): Promise<Person['call']> {
  const jar = new CookieJar();
  await api.call('POST', '/login', { body: { username: 'admin', password: ADMIN_PASSWORD }, jar });
  return (method, path, body) => api.call(method, path, { body, jar });
}

type Row = Record<string, unknown>;

/** The data of `GET /api/system/sign/getInfo` as the tests read it. */
export interface MyApplicationAnswer {
  type: string | null;
  application: Row & { validUntil?: string };
  payment: Row | null;
  isMember: boolean;
}

/** The data of `GET /api/system/sign/detail` as the tests read it. */
export interface ApplicationDetailAnswer {
  type: string;
  application: Row & { auditTime?: string };
  applicant: Row;
  payments: Row[];
  files: Row[];
  history: Row[];
}
