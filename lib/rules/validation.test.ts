import { isNumeric, isPasswordLengthValid, PHONE_PATTERN } from './validation';

test('the numeric check: optional sign, no leading zeros, optional decimal part', () => {
  for (const ok of ['0', '7', '-12', '+3', '10.25', '0.5']) expect(isNumeric(ok)).toBe(true);
  for (const bad of ['', '01', '1.', '.5', '1e3', 'abc', '12a', '--1', ' 1']) expect(isNumeric(bad)).toBe(false);
});

test('mobile numbers and password lengths', () => {
  expect(PHONE_PATTERN.test('13800138000')).toBe(true);
  expect(PHONE_PATTERN.test('12800138000')).toBe(false);
  expect(PHONE_PATTERN.test('1380013800')).toBe(false);
  expect(isPasswordLengthValid('12345')).toBe(false);
  expect(isPasswordLengthValid('123456')).toBe(true);
  expect(isPasswordLengthValid('x'.repeat(21))).toBe(false);
});
