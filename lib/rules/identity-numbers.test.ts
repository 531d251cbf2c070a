import { expectVerdicts } from '@/tests/support/verdicts';
import { birthDateOfIdNumber, genderOfIdNumber, isValidCreditCode, isValidIdNumber } from './identity-numbers';

describe('identity card numbers', () => {
  it('accepts numbers whose check character is right, in either case of X', () => {
    expectVerdicts(isValidIdNumber, { accepts: ['11010519491231002X', '11010519491231002x', '110101199003074477'] });
    // Right check character, but born before 1900.
    expectVerdicts(isValidIdNumber, { refuses: ['440524188001010014'] });
  });

  it('refuses a wrong check character, an impossible date, a future date and wrong lengths', () => {
    expectVerdicts(isValidIdNumber, {
      refuses: ['110105194912310021', '110101199002304476', '110101209901014478', '11010519491231002', '11010519491231002X1'],
    });
  });

  it('reads the birth date and gender', () => {
    expect(birthDateOfIdNumber('11010519491231002X')).toBe('1949-12-31');
    expect(genderOfIdNumber('11010519491231002X')).toBe('1');
    expect(genderOfIdNumber('110101199003074477')).toBe('0');
  });
});

describe('unified social credit codes', () => {
  it('accepts codes with the right MOD 31 check character', () => {
    expectVerdicts(isValidCreditCode, { accepts: ['91350100M000100Y43', '91110000802100433B'] });
  });

  it('refuses a wrong check character, letters outside the alphabet and wrong lengths', () => {
    expectVerdicts(isValidCreditCode, { refuses: ['91350100M000100Y44', '91350100I000100Y43', '91350100M000100Y4'] });
  });
});
