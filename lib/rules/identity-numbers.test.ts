import { birthDateOfIdNumber, genderOfIdNumber, isValidCreditCode, isValidIdNumber } from './identity-numbers';

describe('identity card numbers', () => {
  it('accepts numbers whose check character is right, in either case of X', () => {
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('11010519491231002x')).toBe(true);
    expect(isValidIdNumber('440524188001010014')).toBe(false); // born before 1900
    expect(isValidIdNumber('110101199003074477')).toBe(true);
  });

  it('refuses a wrong check character, an impossible date, a future date and wrong lengths', () => {
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('110101199002304476')).toBe(false);
    expect(isValidIdNumber('110101209901014478')).toBe(false);
    expect(isValidIdNumber('11010519491231002')).toBe(false);
    expect(isValidIdNumber('11010519491231002X1')).toBe(false);
  });

  it('reads the birth date and gender', () => {
    expect(birthDateOfIdNumber('11010519491231002X')).toBe('1949-12-31');
    expect(genderOfIdNumber('11010519491231002X')).toBe('1');
    expect(genderOfIdNumber('110101199003074477')).toBe('0');
  });
});

describe('unified social credit codes', () => {
  it('accepts codes with the right MOD 31 check character', () => {
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91110000802100433B')).toBe(true);
  });

  it('refuses a wrong check character, letters outside the alphabet and wrong lengths', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100I000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
  });
});
