/** @features auth */
import { expect, test } from '../fixtures';
import { E2E_ADMIN_PASSWORD } from '../support';
import { adminSession, apiSession, envelope, setCaptcha, smsCodeOf, uniquePhone } from './support';

const CAPTCHA_EXPIRED = { code: 500, msg: '验证码已失效' };

test('captcha replay: a captcha is spent by its first use, right or wrong; the same uuid again is refused as expired', async ({
  baseURL,
}) => {
  const admin = await adminSession(baseURL!);
  await setCaptcha(admin, true);
  try {
    const visitor = await apiSession(baseURL!);
    const captcha = await envelope(await visitor.get('/prod-api/captchaImage'));
    expect(captcha).toMatchObject({ code: 200, captchaEnabled: true, uuid: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const attempt = (code: string, uuid: string) =>
      visitor.post('/prod-api/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD, code, uuid } });
    // Answers are 0 to 81: 999 is never right. Few tries: each counts against the per-IP sign-in limit.
    expect(await envelope(await attempt('999', String(captcha.uuid)))).toEqual({ code: 500, msg: '验证码错误' });
    expect(await envelope(await attempt('999', String(captcha.uuid))), 'replayed').toEqual(CAPTCHA_EXPIRED);
    expect((await visitor.storageState()).cookies.find((c) => c.name === 'Admin-Token')).toBeUndefined();
  } finally {
    await setCaptcha(admin, false);
  }
});

test('SMS flood per phone: a second code within the minute is refused, whichever path and whatever forwarded address', async ({
  baseURL,
}) => {
  const visitor = await apiSession(baseURL!);
  const phone = uniquePhone();
  expect(await envelope(await visitor.post('/prod-api/sendCode', { data: { phone, scene: 'register' } }))).toEqual({
    code: 200,
    msg: '验证码已发送',
  });
  const tooSoon = { code: 500, msg: '验证码发送过于频繁，请一分钟后再试' };
  for (const [path, forwarded] of [
    ['/prod-api/sendCode', undefined],
    ['/prod-api/bllSendCode', undefined],
    ['/prod-api/sendCode', '203.0.113.7'],
    ['/prod-api/bllSendCode', '198.51.100.9, 203.0.113.8'],
  ] as const) {
    const answer = await visitor.post(path, {
      data: { phone, scene: 'register' },
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
    });
    expect(await envelope(answer), `${path} ${forwarded ?? ''}`).toEqual(tooSoon);
  }
  // Codes go only to numbers that can use them.
  expect(await envelope(await visitor.post('/prod-api/sendCode', { data: { phone, scene: 'reset' } }))).toEqual({
    code: 500,
    msg: '该手机号码未注册',
  });
  expect(await envelope(await visitor.post('/prod-api/sendCode', { data: { phone: '1380013800', scene: 'register' } }))).toEqual({
    code: 500,
    msg: '请输入正确的手机号码',
  });
});

test('SMS code guessing: the fifth wrong try kills the code, and the right one is refused after it', async ({ baseURL }) => {
  const admin = await adminSession(baseURL!);
  const visitor = await apiSession(baseURL!);
  const phone = uniquePhone();
  expect(await envelope(await visitor.post('/prod-api/sendCode', { data: { phone, scene: 'register' } }))).toMatchObject({ code: 200 });
  const code = await smsCodeOf(admin, phone);
  const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
  const register = (guess: string) =>
    visitor.post('/prod-api/registerByPhone', { data: { phone, code: guess, password: 'Guess#2026pw', nickName: '猜码' } });
  for (let n = 1; n <= 4; n++) expect(await envelope(await register(wrong(n))), `guess ${n}`).toEqual({ code: 500, msg: '短信验证码错误' });
  expect(await envelope(await register(wrong(5)))).toEqual({ code: 500, msg: '短信验证码错误次数过多，请重新获取' });
  expect(await envelope(await register(code))).toEqual({ code: 500, msg: '短信验证码已失效，请重新获取' });
  // No account was made: the number is still unknown.
  expect(await envelope(await visitor.post('/prod-api/sendCode', { data: { phone, scene: 'reset' } }))).toEqual({
    code: 500,
    msg: '该手机号码未注册',
  });
});
