import { canSignInWith } from '@/lib/rules/system-rules';
import { generateAdminPassword } from './system';

test('a generated administrator password is one sign-in takes, and a new one each time', () => {
  const passwords = Array.from({ length: 200 }, generateAdminPassword);
  for (const password of passwords) {
    expect(password).toHaveLength(16);
    expect(canSignInWith(password)).toBe(true);
  }
  expect(new Set(passwords).size).toBe(passwords.length);
});
