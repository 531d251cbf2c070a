/** @features auth content/search */
import { expect, test } from '../fixtures';
import { E2E_ADMIN_PASSWORD } from '../support';
import { adminSession, apiSession, createAccount, envelope, ACCOUNT_PASSWORD, uniquePhone } from './support';

/**
 * The floods. They leave this machine's address blocked for sign-in (15 minutes), search
 * suggestions (a minute) and SMS sending (an hour), so this file is named to sort, and run, last;
 * no other file depends on it. Every request carries a different forwarded address: rotating
 * X-Forwarded-For (or its cousins) must not reset a count.
 */

let spoof = 0;
/** Headers claiming a new client address on every call. */
function spoofedAddress(): Record<string, string> {
  spoof += 1;
  const ip = `198.51.${Math.floor(spoof / 250) % 250}.${(spoof % 250) + 1}`;
  return { 'x-forwarded-for': ip, 'x-real-ip': ip, forwarded: `for=${ip}`, 'true-client-ip': ip, 'cf-connecting-ip': ip };
}

const TOO_MANY_SIGN_INS = '登录尝试过于频繁，请稍后再试';
const TOO_MANY_REQUESTS = { code: 429, msg: '请求过于频繁，请稍后再试' };

test('sign-in brute force on one account: the sixth try is refused with the lock message, even with the right password', async ({
  baseURL,
}) => {
  const victim = await createAccount(baseURL!, await adminSession(baseURL!), { deptId: 100, roleIds: [2] });
  const attacker = await apiSession(baseURL!);
  for (let i = 1; i <= 5; i++) {
    const answer = await envelope(
      await attacker.post('/prod-api/login', {
        data: { username: victim.userName, password: `Wrong#${i}guess` },
        headers: spoofedAddress(),
      }),
    );
    expect(answer, `try ${i}`).toEqual({ code: 500, msg: '用户不存在/密码错误' });
  }
  const locked = await envelope(
    await attacker.post('/prod-api/login', { data: { username: victim.userName, password: ACCOUNT_PASSWORD }, headers: spoofedAddress() }),
  );
  expect(locked).toEqual({ code: 500, msg: '密码输入错误5次，帐户锁定10分钟' });
  expect((await attacker.storageState()).cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
  // The session the victim already had is untouched.
  expect(await envelope(await victim.api.get('/prod-api/getInfo'))).toMatchObject({ code: 200 });
});

test('sign-in brute force from one address: after about twenty failures every sign-in is refused, whatever the forwarded address', async ({
  baseURL,
}) => {
  const signedIn = await adminSession(baseURL!);
  const attacker = await apiSession(baseURL!);
  let tries = 0;
  let answer = { code: 0, msg: '' };
  while (answer.msg !== TOO_MANY_SIGN_INS && tries < 30) {
    tries += 1;
    answer = await envelope(
      await attacker.post('/prod-api/login', { data: { username: `nobody${tries}`, password: 'Wrong#guess1' }, headers: spoofedAddress() }),
    );
    if (answer.msg !== TOO_MANY_SIGN_INS) expect(answer, `try ${tries}`).toEqual({ code: 500, msg: '用户不存在/密码错误' });
  }
  expect(answer.msg, `no per-address limit after ${tries} failures`).toBe(TOO_MANY_SIGN_INS);
  expect([429, 500]).toContain(answer.code);
  // Now even the right password is refused, from any claimed address.
  for (let i = 0; i < 3; i++) {
    const right = await envelope(
      await attacker.post('/prod-api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD }, headers: spoofedAddress() }),
    );
    expect(right.msg).toBe(TOO_MANY_SIGN_INS);
  }
  expect((await attacker.storageState()).cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
  // Sessions made before the flood carry on.
  expect(await envelope(await signedIn.get('/prod-api/getInfo'))).toMatchObject({ code: 200 });
});

test('search suggestion flood: past about sixty a minute the answer is 429 请求过于频繁，请稍后再试, and stays so whatever the forwarded address', async ({
  baseURL,
}) => {
  const visitor = await apiSession(baseURL!);
  // The limit counts per clock minute: the calls are stamped with theirs, so a flood that crosses
  // into the next minute is judged in the minute of its first refusal.
  const calls: { minute: number; answer: { code: number; msg: string } }[] = [];
  let firstLimited = -1;
  for (let i = 0; i < 130 && firstLimited < 0; i++) {
    const minute = Math.floor(Date.now() / 60_000);
    const response = await visitor.get('/prod-api/api/bll/article/listPreview', {
      params: { articleName: `录音${i}` },
      headers: spoofedAddress(),
    });
    expect(response.status(), `call ${i}`).toBeLessThan(500);
    calls.push({ minute, answer: await envelope(response) });
    if (calls[i].answer.code === TOO_MANY_REQUESTS.code) firstLimited = i;
  }
  expect(firstLimited, 'no 429 after 130 suggestion calls in a row').toBeGreaterThan(0);
  for (const { answer } of calls.slice(0, firstLimited)) expect(answer.code).toBe(200);
  expect(calls[firstLimited].answer).toEqual(TOO_MANY_REQUESTS);
  const refusedIn = calls[firstLimited].minute;
  // One call either side of a minute's edge may be counted in the other minute.
  expect(calls.filter((call) => call.minute === refusedIn).length - 1).toBeLessThanOrEqual(61);
  for (let i = 0; i < 3; i++) {
    const minute = Math.floor(Date.now() / 60_000);
    const again = await envelope(await visitor.get('/prod-api/api/bll/article/listPreview', { params: { articleName: '录音' } }));
    if (minute === refusedIn) expect(again).toEqual(TOO_MANY_REQUESTS);
  }
  // The pages themselves still answer.
  expect((await visitor.get('/')).status()).toBe(200);
});

test('SMS flood from one address: past the hourly cap sends are refused, whatever the forwarded address and phone', async ({ baseURL }) => {
  const visitor = await apiSession(baseURL!);
  const refused = { code: 500, msg: '发送次数过多，请稍后再试' };
  let sends = 0;
  let answer = { code: 0, msg: '' };
  while (answer.msg !== refused.msg && sends < 25) {
    sends += 1;
    answer = await envelope(
      await visitor.post('/prod-api/sendCode', { data: { phone: uniquePhone(), scene: 'register' }, headers: spoofedAddress() }),
    );
    if (answer.msg !== refused.msg) expect(answer, `send ${sends}`).toEqual({ code: 200, msg: '验证码已发送' });
  }
  expect(answer, `no per-address cap after ${sends} sends`).toEqual(refused);
  for (let i = 0; i < 3; i++) {
    const again = await envelope(
      await visitor.post('/prod-api/bllSendCode', { data: { phone: uniquePhone(), scene: 'register' }, headers: spoofedAddress() }),
    );
    expect(again).toEqual(refused);
  }
});
