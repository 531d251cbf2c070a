import bcrypt from 'bcryptjs';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isPasswordLengthValid } from '@/lib/rules/validation';
import { PASSWORD_FORBIDDEN_CHARACTERS } from '@/lib/rules/system-rules';

const BCRYPT_COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(plain, hash);
}

const SPECIAL_CHARACTERS = /[~!@#$%^&*()\-=_+]/;

/**
 * The password policy, enforced on the server (the reference checks it only in the browser).
 * `chrtype` is config `sys.account.chrtype`: 0 any character except < > " ' \ |, 1 digits,
 * 2 letters, 3 letters and digits, 4 letters, digits and one of ~!@#$%^&*()-=_+.
 * Answers the reason a password is refused, or null when it is acceptable.
 */
export function passwordProblem(password: string, chrtype: string): string | null {
  if (!password) return '用户密码不能为空';
  if (!isPasswordLengthValid(password)) {
    return `密码长度必须在${PASSWORD_MIN_LENGTH}到${PASSWORD_MAX_LENGTH}个字符之间`;
  }
  switch (chrtype) {
    case '1':
      return /^\d+$/.test(password) ? null : '密码只能为0-9数字';
    case '2':
      return /^[a-zA-Z]+$/.test(password) ? null : '密码只能为a-z和A-Z字母';
    case '3':
      return /^(?=.*[a-zA-Z])(?=.*\d)[a-zA-Z\d]+$/.test(password) ? null : '密码必须包含字母、数字';
    case '4':
      return /^[a-zA-Z\d~!@#$%^&*()\-=_+]+$/.test(password) &&
        /[a-zA-Z]/.test(password) &&
        /\d/.test(password) &&
        SPECIAL_CHARACTERS.test(password)
        ? null
        : '密码必须包含字母、数字、特殊字符：~!@#$%^&*()-=_+';
    default:
      return PASSWORD_FORBIDDEN_CHARACTERS.test(password) ? '密码不能包含非法字符：< > " \' \\ |' : null;
  }
}
