import { DEPT_PHONE_PATTERN, DICT_TYPE_PATTERN, isWholeNumberUpTo } from './system-rules';

describe('isWholeNumberUpTo', () => {
  it('takes whole numbers within the bound', () => {
    expect(isWholeNumberUpTo('0', 99)).toBe(true);
    expect(isWholeNumberUpTo('99', 99)).toBe(true);
    expect(isWholeNumberUpTo('100', 99)).toBe(false);
    expect(isWholeNumberUpTo('-1', 99)).toBe(false);
    expect(isWholeNumberUpTo('1.5', 99)).toBe(false);
    expect(isWholeNumberUpTo('', 99)).toBe(false);
  });
});

describe('DEPT_PHONE_PATTERN', () => {
  it('takes landlines and mobile numbers, digits and hyphens only', () => {
    expect(DEPT_PHONE_PATTERN.test('010-1234567')).toBe(true);
    expect(DEPT_PHONE_PATTERN.test('15888888888')).toBe(true);
    expect(DEPT_PHONE_PATTERN.test('010 1234567')).toBe(false);
    expect(DEPT_PHONE_PATTERN.test('+8610123')).toBe(false);
  });
});

describe('DICT_TYPE_PATTERN', () => {
  it('takes a lower-case letter, then lower-case letters, digits and underscores', () => {
    expect(DICT_TYPE_PATTERN.test('sys_user_sex')).toBe(true);
    expect(DICT_TYPE_PATTERN.test('1abc')).toBe(false);
    expect(DICT_TYPE_PATTERN.test('Abc')).toBe(false);
  });
});
