import { isBlacklisted } from './ip-blacklist';

test('exact addresses, wildcard octets and ranges, separated by semicolons', () => {
  const list = ' 1.2.3.4 ; 10.0.*;192.168.1.10-192.168.1.20';
  expect(isBlacklisted('1.2.3.4', list)).toBe(true);
  expect(isBlacklisted('::ffff:1.2.3.4', list)).toBe(true);
  expect(isBlacklisted('10.0.99.1', list)).toBe(true);
  expect(isBlacklisted('10.1.0.1', list)).toBe(false);
  expect(isBlacklisted('192.168.1.15', list)).toBe(true);
  expect(isBlacklisted('192.168.1.21', list)).toBe(false);
  expect(isBlacklisted('1.2.3.40', list)).toBe(false);
  expect(isBlacklisted('1.2.3.4', '')).toBe(false);
});
