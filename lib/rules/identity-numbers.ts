/**
 * The two national numbers membership forms carry, checked the way issuing authorities define
 * them, in forms and on the server alike.
 */

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** A resident identity card number (GB 11643): 17 digits, a birth date, and an ISO 7064 MOD 11-2 check character. */
export function isValidIdNumber(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  if (!birthDateOfIdNumber(id)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(id[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === id[17];
}

/** The birth date an identity number carries (`yyyy-MM-dd`), or null when it is no real past date. */
export function birthDateOfIdNumber(id: string): string | null {
  const match = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(id);
  if (!match) return null;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  if (Number(year) < 1900 || date.getTime() > Date.now()) return null;
  return `${year}-${month}-${day}`;
}

/** `0` male or `1` female (the `sys_user_sex` values), from the 17th digit: odd for men. */
export function genderOfIdNumber(id: string): '0' | '1' {
  return Number(id[16]) % 2 === 1 ? '0' : '1';
}

const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A unified social credit code (GB 32100): 18 characters of its alphabet with a MOD 31 check character. */
export function isValidCreditCode(value: string): boolean {
  const code = value.toUpperCase();
  if (code.length !== 18 || [...code].some((c) => !CREDIT_CODE_CHARS.includes(c))) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce((total, weight, i) => total + weight * CREDIT_CODE_CHARS.indexOf(code[i]), 0);
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] === code[17];
}
