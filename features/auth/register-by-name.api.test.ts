import { and, eq } from 'drizzle-orm';
import { sysConfig } from '@/features/system/tables';
import { sysLogininfor } from '@/features/auth/tables';
import { sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { MEMBER_ROLE_ID } from '@/features/system/server';
import { CookieJar, startHarness, type Harness } from '@/tests/support/api-harness';
import { modeLabel } from '@/tests/support/test-mode';

let api: Harness;

beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api?.close());

let seq = 0;
const register = (body: Record<string, unknown>, ip = '203.0.113.7') =>
  api.call('POST', '/register', { body, jar: new CookieJar(), headers: { 'x-forwarded-for': ip } });
const freshName = () => `name_reg_${process.pid % 1000}_${++seq}`;

describe(`POST /register (${modeLabel})`, () => {
  test('opens a registered user’s account by name and password, who signs in with them', async () => {
    const username = freshName();
    expect((await register({ username: ` ${username} `, password: 'Reg#2026pw', confirmPassword: 'x' })).body).toEqual({
      code: 200,
      msg: '操作成功',
    });
    const [user] = await api.backend.deps.db.select().from(sysUser).where(eq(sysUser.userName, username));
    expect(user).toMatchObject({ nickName: username, phonenumber: '', deptId: null });
    const roles = await api.backend.deps.db.select().from(sysUserRole).where(eq(sysUserRole.userId, user.userId));
    expect(roles.map((row) => row.roleId)).toEqual([MEMBER_ROLE_ID]);
    const logged = await api.backend.deps.db
      .select()
      .from(sysLogininfor)
      .where(and(eq(sysLogininfor.userName, username), eq(sysLogininfor.msg, '注册成功')));
    expect(logged).toHaveLength(1);
    const jar = new CookieJar();
    expect((await api.call('POST', '/login', { body: { username, password: 'Reg#2026pw' }, jar })).body.code).toBe(200);
    expect((await api.call('GET', '/getInfo', { jar })).body.user).toMatchObject({ userName: username });
  });

  test('checks in the reference’s order, with its messages', async () => {
    const username = freshName();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '', password: 'Reg#2026pw' }, '用户名不能为空'],
      [{ username, password: '' }, '用户密码不能为空'],
      [{ username: 'a', password: 'Reg#2026pw' }, '账户长度必须在2到20个字符之间'],
      [{ username: 'a'.repeat(21), password: 'Reg#2026pw' }, '账户长度必须在2到20个字符之间'],
      [{ username, password: '1234' }, '密码长度必须在5到20个字符之间'],
      [{ username, password: 'x'.repeat(21) }, '密码长度必须在5到20个字符之间'],
      [{ username: '13912345678', password: 'Reg#2026pw' }, '账号不能是手机号码，请用手机号码注册'],
      [{ username: 'admin', password: 'Reg#2026pw' }, "保存用户'admin'失败，注册账号已存在"],
    ];
    for (const [body, msg] of cases) expect({ body, answer: (await register(body)).body }).toEqual({ body, answer: { code: 500, msg } });
    expect(await api.backend.deps.db.select().from(sysUser).where(eq(sysUser.userName, username))).toHaveLength(0);
  });

  test('is closed while sys.account.registerUser is not true', async () => {
    const { db } = api.backend.deps;
    await db.update(sysConfig).set({ configValue: 'false' }).where(eq(sysConfig.configKey, 'sys.account.registerUser'));
    try {
      expect((await register({ username: freshName(), password: 'Reg#2026pw' })).body).toEqual({
        code: 500,
        msg: '当前系统没有开启注册功能！',
      });
    } finally {
      await db.update(sysConfig).set({ configValue: 'true' }).where(eq(sysConfig.configKey, 'sys.account.registerUser'));
    }
  });

  test('one address opens at most ten accounts an hour', async () => {
    for (let i = 0; i < 10; i++)
      expect((await register({ username: freshName(), password: 'Reg#2026pw' }, '198.51.100.9')).body.code).toBe(200);
    expect((await register({ username: freshName(), password: 'Reg#2026pw' }, '198.51.100.9')).body).toEqual({
      code: 500,
      msg: '请求过于频繁，请稍后再试',
    });
    expect((await register({ username: freshName(), password: 'Reg#2026pw' }, '198.51.100.10')).body.code).toBe(200);
  });
});
