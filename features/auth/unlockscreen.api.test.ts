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
});
