import { isSecretKey, MASK, maskSecrets, readableValue } from './secrets';

describe('maskSecrets', () => {
  test('masks the four password fields and other secret-looking keys, at any depth', () => {
    const masked = maskSecrets({
      userId: 3,
      password: 'a',
      oldPassword: 'b',
      newPassword: 'c',
      confirmPassword: 'd',
      nested: { clientSecret: 'e', apiKey: 'f', access_key: 'g', list: [{ resetToken: 'h', pwd: 'i' }] },
      tokenId: '0123456789abcdef0123456789abcdef',
      userName: 'kept',
    });
    expect(masked).toEqual({
      userId: 3,
      password: MASK,
      oldPassword: MASK,
      newPassword: MASK,
      confirmPassword: MASK,
      nested: { clientSecret: MASK, apiKey: MASK, access_key: MASK, list: [{ resetToken: MASK, pwd: MASK }] },
      tokenId: '0123456789abcdef0123456789abcdef',
      userName: 'kept',
    });
  });

  test('masks the value of a config entry whose key names a secret, and only that one', () => {
    expect(maskSecrets({ configKey: 'sys.user.initPassword', configValue: 'Init#123' })).toEqual({
      configKey: 'sys.user.initPassword',
      configValue: MASK,
    });
    expect(maskSecrets({ configKey: 'sys.index.skinName', configValue: 'skin-blue' })).toEqual({
      configKey: 'sys.index.skinName',
      configValue: 'skin-blue',
    });
  });

  test('keeps a __proto__ key as a plain key and stops at a depth no form reaches', () => {
    const parsed = JSON.parse('{"__proto__":{"password":"x"}}');
    expect(JSON.stringify(maskSecrets(parsed))).toBe(`{"__proto__":{"password":"${MASK}"}}`);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 50; i++) deep = [deep];
    expect(JSON.stringify(maskSecrets(deep))).toContain('"[...]"');
  });
});

describe('the answers and keys', () => {
  test('a captcha’s or SMS code’s answer, the captcha’s uuid and an SMS code are masked as text; a numeric status code is kept', () => {
    expect(maskSecrets({ code: '1234', uuid: 'abc', smsCode: '123456', sms_code: '654321' })).toEqual({
      code: MASK,
      uuid: MASK,
      smsCode: MASK,
      sms_code: MASK,
    });
    expect(maskSecrets({ msg: '操作成功', code: 200 })).toEqual({ msg: '操作成功', code: 200 });
  });

  test('the store’s captcha answers and sessions are secrets; counters are not', () => {
    expect(isSecretKey('captcha_codes:abc')).toBe(true);
    expect(isSecretKey('login_tokens:abc')).toBe(true);
    expect(isSecretKey('pwd_err_cnt:admin')).toBe(false);
    expect(readableValue('captcha_codes:abc', '35')).toBe(MASK);
    expect(readableValue('captcha_codes:gone', null)).toBeNull();
    expect(readableValue('rate_limit:login:attempts:1.2.3.4', '3')).toBe('3');
  });
});
