import { eq } from 'drizzle-orm';
import { sysUser } from '@/lib/backend/db/schema';
import { ADMIN_PASSWORD, startHarness, type Harness } from '@/tests/support/api-harness';
import { moveDateAhead } from '@/tests/support/clock';
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

const PHONE_PROOF = { code: 500, msg: '登录已超过10分钟，修改手机号码需要输入当前密码或重新登录' };
const EMAIL_PROOF = { code: 500, msg: '登录已超过10分钟，修改邮箱需要输入当前密码或重新登录' };
/** Just past the recent sign-in. */
const ELEVEN_MINUTES = 11 * 60 * 1000;

afterEach(() => jest.useRealTimers());

/**
 * What the stock clients' 基本资料 form sends (ruoyi-ui 3.9.2 and RuoYi-Vue3
 * `views/system/user/profile/userInfo.vue`: `{nickName, phonenumber, email, sex}` from the
 * profile, both contact fields required, never a password), as they send it: straight to the
 * API with the raw token as a bearer.
 */
async function stockProfileForm(username: string, password: string) {
  const token = String((await api.direct('POST', '/login', null, { username, password })).body.token);
  const user = (await api.direct('GET', '/system/user/profile', token)).body.data as Record<string, unknown>;
  const save = (phonenumber: string, email: string) =>
    api.direct('PUT', '/system/user/profile', token, { nickName: user.nickName, phonenumber, email, sex: user.sex });
  return { token, user, save };
}

describe(`PUT /system/user/profile (${modeLabel})`, () => {
  test('the administrator saves 基本资料 from a stock client within 10 minutes of signing in', async () => {
    const form = await stockProfileForm('admin', ADMIN_PASSWORD);
    // The seeded administrator has neither, and the stock form requires both.
    expect(form.user).toMatchObject({ phonenumber: '', email: '' });
    expect((await form.save('15888888888', 'admin@example.com')).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await api.direct('GET', '/system/user/profile', form.token)).body.data).toMatchObject({
      phonenumber: '15888888888',
      email: 'admin@example.com',
    });
  });

  test('after 10 minutes the stock form is asked for the password; signing in or unlocking again opens the window anew', async () => {
    const person = await registeredUser(api);
    const form = await stockProfileForm(person.phone, MEMBER_PASSWORD);
    moveDateAhead(ELEVEN_MINUTES);
    expect((await form.save(`135${person.phone.slice(3)}`, '')).body).toEqual(PHONE_PROOF);
    expect((await form.save(person.phone, 'late@example.com')).body).toEqual(EMAIL_PROOF);
    expect((await api.direct('GET', '/system/user/profile', form.token)).body.data).toMatchObject({ phonenumber: person.phone, email: '' });
    // The rest of the form needs nothing.
    expect((await form.save(person.phone, '')).body.code).toBe(200);

    // The lock screen asks for the password, so an unlock counts as a sign-in.
    expect((await api.direct('POST', '/lockscreen', form.token)).body.code).toBe(200);
    expect((await api.direct('POST', '/unlockscreen', form.token, { password: MEMBER_PASSWORD })).body.code).toBe(200);
    expect((await form.save(person.phone, 'unlocked@example.com')).body.code).toBe(200);

    moveDateAhead(ELEVEN_MINUTES);
    expect((await form.save(person.phone, 'again@example.com')).body).toEqual(EMAIL_PROOF);
    const fresh = await stockProfileForm(person.phone, MEMBER_PASSWORD);
    expect((await fresh.save(person.phone, 'again@example.com')).body.code).toBe(200);
  });

  test('the portal’s own form keeps its password: checked when given, and it saves after the 10 minutes', async () => {
    const person = await registeredUser(api);
    const change = (extra: Record<string, unknown>) =>
      person.call('PUT', '/system/user/profile', { nickName: '换邮箱', phonenumber: person.phone, email: 'new@example.com', ...extra });

    // A wrong password is refused even right after signing in.
    expect((await change({ password: 'not-my-password' })).body).toEqual({ code: 500, msg: '修改邮箱失败，当前密码错误' });
    moveDateAhead(ELEVEN_MINUTES);
    expect((await change({})).body).toEqual(EMAIL_PROOF);
    expect((await change({ password: '' })).body).toEqual(EMAIL_PROOF);
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
