import { MASK } from '@/lib/security/secrets';
import { capText, logJson, pairsObject } from './oper-log-text';

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
