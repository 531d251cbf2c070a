import { birthDateOfIdNumber, genderOfIdNumber, isValidCreditCode, isValidIdNumber } from './identity-numbers';

describe('identity card numbers and unified social credit codes', () => {
  const checks = { isValidIdNumber, birthDateOfIdNumber, genderOfIdNumber, isValidCreditCode };

  it.each<[keyof typeof checks, string, unknown]>([
    // Accepts identity numbers whose check character is right, in either case of X.
    ['isValidIdNumber', '11010519491231002X', true],
    ['isValidIdNumber', '11010519491231002x', true],
    ['isValidIdNumber', '440524188001010014', false], // born before 1900
    ['isValidIdNumber', '110101199003074477', true],
    // Refuses a wrong check character, an impossible date, a future date and wrong lengths.
    ['isValidIdNumber', '110105194912310021', false],
    ['isValidIdNumber', '110101199002304476', false],
    ['isValidIdNumber', '110101209901014478', false],
    ['isValidIdNumber', '11010519491231002', false],
    ['isValidIdNumber', '11010519491231002X1', false],
    // Reads the birth date and gender.
    ['birthDateOfIdNumber', '11010519491231002X', '1949-12-31'],
    ['genderOfIdNumber', '11010519491231002X', '1'],
    ['genderOfIdNumber', '110101199003074477', '0'],
    // Accepts credit codes with the right MOD 31 check character.
    ['isValidCreditCode', '91350100M000100Y43', true],
    ['isValidCreditCode', '91110000802100433B', true],
    // Refuses a wrong check character, letters outside the alphabet and wrong lengths.
    ['isValidCreditCode', '91350100M000100Y44', false],
    ['isValidCreditCode', '91350100I000100Y43', false],
    ['isValidCreditCode', '91350100M000100Y4', false],
  ])('%s(%j) is %j', (check, value, expected) => {
    expect(checks[check](value)).toBe(expected);
  });
});
