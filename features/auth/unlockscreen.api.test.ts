import { startHarness, type Harness } from '@/tests/support/api-harness';
import { STAFF_PASSWORD, staffUser } from '@/tests/support/staff';
import { modeLabel } from '@/tests/support/test-mode';

let api: Harness;

beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api?.close());

describe(`POST /unlockscreen (${modeLabel})`, () => {
  test('the signed-in user’s password unlocks, with the reference’s messages', async () => {
    const staff = await staffUser(api, { perms: [] });
    expect((await staff.call('POST', '/unlockscreen', { password: '' })).body).toEqual({ code: 500, msg: '密码不能为空' });
    expect((await staff.call('POST', '/unlockscreen', {})).body).toEqual({ code: 500, msg: '密码不能为空' });
    expect((await staff.call('POST', '/unlockscreen', { password: 'wrong-one' })).body).toEqual({ code: 500, msg: '密码错误，请重新输入' });
    expect((await staff.call('POST', '/unlockscreen', { password: STAFF_PASSWORD })).body).toEqual({ code: 200, msg: '解锁成功' });
    expect((await staff.call('GET', '/getInfo')).body.code).toBe(200);
  });

  test('needs a session', async () => {
    expect((await api.call('POST', '/unlockscreen', { body: { password: 'x' } })).body.code).toBe(401);
  });

  test('wrong passwords count toward the account lock: past the limit the session ends and sign-in is locked too', async () => {
    const staff = await staffUser(api, { perms: [] });
    for (let i = 0; i < 5; i++)
      expect((await staff.call('POST', '/unlockscreen', { password: `wrong-${i}` })).body.msg).toBe('密码错误，请重新输入');
    expect((await staff.call('POST', '/unlockscreen', { password: STAFF_PASSWORD })).body).toEqual({
      code: 500,
      msg: '密码输入错误5次，帐户锁定10分钟',
    });
    expect((await staff.call('GET', '/getInfo')).body.code).toBe(401);
    const again = await api.call('POST', '/login', { body: { username: staff.userName, password: STAFF_PASSWORD } });
    expect(again.body).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
  });

  test('a right password clears the count of earlier wrong ones', async () => {
    const staff = await staffUser(api, { perms: [] });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await staff.call('POST', '/unlockscreen', { password: `wrong-${i}` });
      expect((await staff.call('POST', '/unlockscreen', { password: STAFF_PASSWORD })).body.msg).toBe('解锁成功');
    }
  });

  test('a locked session is refused everything but unlock, sign-out and what the lock screen draws, until its password opens it', async () => {
    const staff = await staffUser(api, { perms: ['system:user:list'] });
    expect((await staff.call('GET', '/system/user/list')).body.code).toBe(200);
    expect((await staff.call('POST', '/lockscreen')).body).toEqual({ code: 200, msg: '操作成功' });

    const refused = { code: 500, msg: '屏幕已锁定，请先解锁' };
    expect((await staff.call('GET', '/system/user/list')).body).toEqual(refused);
    expect((await staff.call('PUT', '/system/user/profile', { nickName: 'x' })).body).toEqual(refused);
    expect((await staff.call('GET', '/getInfo')).body.code).toBe(200);
    expect((await staff.call('GET', '/getRouters')).body.code).toBe(200);
    // Public calls answer as they answer anyone, so the site's pages still draw for the user.
    expect((await staff.call('GET', '/captchaImage')).body.code).toBe(200);

    expect((await staff.call('POST', '/unlockscreen', { password: 'wrong-one' })).body.msg).toBe('密码错误，请重新输入');
    expect((await staff.call('GET', '/system/user/list')).body).toEqual(refused);
    expect((await staff.call('POST', '/unlockscreen', { password: STAFF_PASSWORD })).body).toEqual({ code: 200, msg: '解锁成功' });
    expect((await staff.call('GET', '/system/user/list')).body.code).toBe(200);
  });

  test('the lock is kept with the session on the server, so a client that holds only the token is refused as well', async () => {
    const staff = await staffUser(api, { perms: ['system:user:list'] });
    const login = await api.direct('POST', '/login', undefined, { username: staff.userName, password: STAFF_PASSWORD });
    const token = login.body.token as string;
    expect((await api.direct('POST', '/lockscreen', token)).body.code).toBe(200);
    expect((await api.direct('GET', '/system/user/list', token)).body).toEqual({ code: 500, msg: '屏幕已锁定，请先解锁' });
    // Another session of the same account is not locked by it.
    expect((await staff.call('GET', '/system/user/list')).body.code).toBe(200);
    expect((await api.direct('POST', '/logout', token)).body).toEqual({ code: 200, msg: '退出成功' });
    expect((await api.direct('GET', '/getInfo', token)).body.code).toBe(401);
  });
});
