/** Valid, unique mainland identity numbers and credit codes for applications made by tests (checksums included). */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

let next = 0;

/** A valid identity number no other application of this suite holds, with its birth date and gender. */
export function uniqueIdNumber(): { idNumber: string; birthDate: string; gender: '0' | '1' } {
  next += 1;
  const day = String((next % 28) + 1).padStart(2, '0');
  const body = `1101011985${'03'}${day}${String(next % 1000).padStart(3, '0')}`;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  const idNumber = `${body}${'10X98765432'[sum % 11]}`;
  return { idNumber, birthDate: `1985-03-${day}`, gender: Number(body[16]) % 2 === 1 ? '0' : '1' };
}

/** A valid unified social credit code no other application of this suite holds. */
export function uniqueCreditCode(): string {
  next += 1;
  const body = `91110000${String(process.pid % 1000).padStart(3, '0')}${String(next).padStart(6, '0')}`;
  const sum = CREDIT_WEIGHTS.reduce((total, weight, i) => total + weight * CREDIT_CHARS.indexOf(body[i]), 0);
  return `${body}${CREDIT_CHARS[(31 - (sum % 31)) % 31]}`;
}
