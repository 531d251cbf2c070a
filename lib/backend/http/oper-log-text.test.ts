import { capText, logJson, MASK, maskSecrets, pairsObject } from './oper-log-text';

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

describe('logJson and capText', () => {
  test('empty objects leave nothing; anything else is masked JSON of at most 2000 characters', () => {
    expect(logJson({})).toBe('');
    expect(logJson(undefined)).toBe('');
    expect(logJson({ password: 'p', a: 1 })).toBe(`{"password":"${MASK}","a":1}`);
    expect(logJson({ text: 'x'.repeat(5000) })).toHaveLength(2000);
  });

  test('never cuts a surrogate pair in half', () => {
    const text = `${'a'.repeat(1999)}😀`;
    expect(capText(text)).toBe('a'.repeat(1999));
    expect(capText('short')).toBe('short');
  });
});

test('pairsObject keeps repeated keys as lists', () => {
  expect(pairsObject(new URLSearchParams('a=1&b=2&a=3&__proto__=x'))).toEqual(
    Object.assign(Object.create(null), { a: ['1', '3'], b: '2', ['__proto__']: 'x' }),
  );
});
