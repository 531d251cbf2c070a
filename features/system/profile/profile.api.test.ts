import { eq } from 'drizzle-orm';
import { sysUser } from '@/lib/backend/db/schema';
import { startHarness, type Harness } from '@/tests/support/api-harness';
import { MEMBER_PASSWORD, registeredUser, type Person } from '@/tests/support/member-helpers';
import { modeLabel } from '@/tests/support/test-mode';

let api: Harness;

beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api?.close());

let mail = 0;
/** A registered user who also has an e-mail address of their own. */
async function withEmail(): Promise<Person & { email: string }> {
  const person = await registeredUser(api);
  const email = `p${process.pid}-${++mail}@example.com`;
  await api.backend.deps.db.update(sysUser).set({ email }).where(eq(sysUser.userId, person.userId));
  return { ...person, email };
}

const PROBES_REFUSED = { code: 500, msg: '手机号码或邮箱与其他账号重复的次数过多，请一小时后再试' };

describe(`PUT /system/user/profile (${modeLabel})`, () => {
  test('a new e-mail address needs the current password, as a new mobile number does', async () => {
    const person = await registeredUser(api);
    const change = (extra: Record<string, unknown>) =>
      person.call('PUT', '/system/user/profile', { nickName: '换邮箱', phonenumber: person.phone, email: 'new@example.com', ...extra });

    expect((await change({})).body).toEqual({ code: 500, msg: '修改邮箱需要输入当前密码' });
    expect((await change({ password: 'not-my-password' })).body).toEqual({ code: 500, msg: '修改邮箱失败，当前密码错误' });
    expect((await person.call('GET', '/system/user/profile')).body.data).toMatchObject({ email: '' });

    expect((await change({ password: MEMBER_PASSWORD })).body.code).toBe(200);
    expect((await person.call('GET', '/system/user/profile')).body.data).toMatchObject({ email: 'new@example.com' });
    // The same address again needs no password.
    expect((await change({ nickName: '再改' })).body.code).toBe(200);
  });

  test('a session cannot guess its owner’s password through the form: wrong ones count as at sign-in', async () => {
    const person = await registeredUser(api);
    const change = (password: string) =>
      person.call('PUT', '/system/user/profile', { nickName: '猜密码', phonenumber: person.phone, email: 'guess@example.com', password });
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).body.msg).toBe('修改邮箱失败，当前密码错误');
    expect((await change(MEMBER_PASSWORD)).body).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
  });

  test('phones and e-mail addresses of other accounts can be tried ten times an hour; then every new one is refused', async () => {
    const person = await registeredUser(api);
    const others = await Promise.all(Array.from({ length: 5 }, () => withEmail()));
    const change = (fields: Record<string, unknown>) =>
      person.call('PUT', '/system/user/profile', { nickName: '探测', phonenumber: person.phone, password: MEMBER_PASSWORD, ...fields });

    for (const other of others) {
      expect((await change({ phonenumber: other.phone })).body.msg).toBe(`修改用户'${person.phone}'失败，手机号码已存在`);
      expect((await change({ email: other.email })).body.msg).toBe(`修改用户'${person.phone}'失败，邮箱账号已存在`);
    }
    expect((await change({ email: 'free@example.com' })).body).toEqual(PROBES_REFUSED);
    expect((await change({ phonenumber: `136${person.phone.slice(3)}` })).body).toEqual(PROBES_REFUSED);
    // A form that keeps the phone and the address asks nothing about other accounts.
    expect((await change({ nickName: '只改昵称' })).body.code).toBe(200);
  });

  test('parallel tries cannot get past the limit', async () => {
    const person = await registeredUser(api);
    const others = await Promise.all(Array.from({ length: 15 }, () => withEmail()));
    const answers = await Promise.all(
      // From as many addresses, so that the password's own per-address limit does not answer first.
      others.map((other, index) =>
        api.call('PUT', '/system/user/profile', {
          body: { nickName: '探测', phonenumber: person.phone, email: other.email, password: MEMBER_PASSWORD },
          jar: person.jar,
          headers: { 'x-forwarded-for': `10.6.0.${index + 1}` },
        }),
      ),
    );
    const messages = answers.map((answer) => answer.body.msg);
    expect(messages.filter((msg) => msg === `修改用户'${person.phone}'失败，邮箱账号已存在`)).toHaveLength(10);
    expect(messages.filter((msg) => msg === PROBES_REFUSED.msg)).toHaveLength(5);
  });
});
