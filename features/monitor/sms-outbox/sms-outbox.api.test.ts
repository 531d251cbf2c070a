import { eq } from 'drizzle-orm';
import { sysSmsCode } from '@/features/auth/tables';
import { sysSmsOutbox, sysUser } from '@/lib/backend/db/schema';
import type { Harness } from '@/tests/support/api-harness';
import { featureSuite, type Call } from '@/tests/support/feature-suite';
import { registeredUser } from '@/tests/support/member-helpers';
import type { Staff } from '@/tests/support/staff';

/**
 * 短信记录 in outbox mode (the harness's default provider), where the list is the delivery: a
 * code in it would let its reader reset anyone's password and sign in as them.
 */
let api: Harness;
let admin: Call;
let reader: Staff;
let deptReader: Staff;
featureSuite(
  {
    staff: {
      reader: ['monitor:sms:list'],
      deptReader: { perms: ['monitor:sms:list'], dataScope: '3', deptId: 103 },
    },
  },
  (suite) => {
    ({ api, admin, reader, deptReader } = suite);
  },
);

type Row = { phone: string; scene: string; content: string };
const rowsOf = async (call: Call, query: string) => (await call('GET', `/monitor/sms/list?${query}`)).body.rows as Row[];
const contentOf = async (call: Call, phone: string) => (await rowsOf(call, `phone=${phone}&pageSize=1`))[0]?.content;
const CODE = /验证码是(\d{6})，/;
const MASKED = '【录音师协会】您的验证码是******，5分钟内有效，请勿泄露给他人。';

describe('the SMS outbox', () => {
  test('only the super administrator reads a code, and only while it can still be spent', async () => {
    const person = await registeredUser(api);
    expect((await api.call('POST', '/sendCode', { body: { phone: person.phone, scene: 'reset' } })).body.code).toBe(200);
    const code = CODE.exec((await contentOf(admin, person.phone)) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await contentOf(reader.call, person.phone)).toBe(MASKED);

    // Spent, the code is masked for the super administrator too.
    expect((await api.call('PUT', '/userResetPwdCheck', { body: { phone: person.phone, code } })).body.code).toBe(200);
    expect(await contentOf(admin, person.phone)).toBe(MASKED);
  });

  test('an expired code is masked for everyone', async () => {
    const person = await registeredUser(api);
    expect((await api.call('POST', '/sendCode', { body: { phone: person.phone, scene: 'login' } })).body.code).toBe(200);
    await api.backend.deps.db
      .update(sysSmsCode)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(sysSmsCode.phone, person.phone));
    expect(await contentOf(admin, person.phone)).toBe(MASKED);
    expect(await contentOf(reader.call, person.phone)).toBe(MASKED);
  });

  test('a reader with a department scope sees only the messages to users of its scope', async () => {
    const { db } = api.backend.deps;
    const [inDept] = await db
      .insert(sysUser)
      .values({ userName: 'sms_in_dept', nickName: '部门用户', deptId: 103, phonenumber: '13700137001' })
      .returning();
    await db.insert(sysUser).values({ userName: 'sms_other_dept', nickName: '他部用户', deptId: 104, phonenumber: '13700137002' });
    const phones = [inDept.phonenumber, '13700137002', '13700137003'];
    await db
      .insert(sysSmsOutbox)
      .values(phones.map((phone) => ({ phone, scene: 'renewal', content: `【录音师协会】${phone}的会员即将到期` })));

    const seen = async (call: Call) =>
      (await rowsOf(call, 'scene=renewal&pageSize=100')).map((row) => row.phone).filter((phone) => phones.includes(phone));
    expect((await seen(reader.call)).sort()).toEqual(phones);
    expect(await seen(deptReader.call)).toEqual([inDept.phonenumber]);
    expect((await deptReader.call('GET', '/monitor/sms/list?scene=renewal&pageSize=100')).body.total).toBe(1);
  });
});
