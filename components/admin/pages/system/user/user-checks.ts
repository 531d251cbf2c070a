import { problemsFound, type FieldProblem } from '@/components/admin/list/field-problems';
import type { UserInput } from '@/lib/api/user';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from '@/lib/validation';

/** A refused field as a message key of `admin.user.rules` and its values. */
export type Problem = FieldProblem<'required' | 'tooLong' | 'length' | 'markup' | 'phone' | 'email' | 'passwordChars'>;

export type UserField = 'nickName' | 'userName' | 'password' | 'phonenumber' | 'email' | 'remark';

/**
 * The limits of the contract (section 4) and the table (section 7), which the server enforces
 * too; a login name has 2 to 20 characters because sign-in refuses any other (contract 2.2).
 */
export const USER_LIMITS = { nickName: 30, phonenumber: 11, email: 50, remark: 500 } as const;
export const USER_NAME_LENGTH = { min: 2, max: 20 } as const;

const MARKUP = /<[^>]*>/;
/** The characters the default password policy (`sys.account.chrtype` 0) refuses. */
const PASSWORD_FORBIDDEN = /[<>"'\\|]/;

function textProblem(value: string, limit: number, required: boolean): Problem | undefined {
  const text = value.trim();
  if (!text) return required ? { key: 'required' } : undefined;
  if (text.length > limit) return { key: 'tooLong', values: { limit } };
  return MARKUP.test(text) ? { key: 'markup' } : undefined;
}

/** Why a new password would be refused: empty, outside the length limits, or with a forbidden character. */
export function passwordProblem(password: string): Problem | undefined {
  if (!password) return { key: 'required' };
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return { key: 'length', values: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } };
  return PASSWORD_FORBIDDEN.test(password) ? { key: 'passwordChars' } : undefined;
}

/** The user form's checks, the same the server applies; login name and password only when adding. */
export function userFormProblems(values: UserInput, adding: boolean): Partial<Record<UserField, Problem>> {
  const found: Partial<Record<UserField, Problem>> = {
    nickName: textProblem(values.nickName, USER_LIMITS.nickName, true),
    remark: values.remark.length > USER_LIMITS.remark ? { key: 'tooLong', values: { limit: USER_LIMITS.remark } } : undefined,
  };
  if (adding) {
    const userName = (values.userName ?? '').trim();
    found.userName =
      userName && (userName.length < USER_NAME_LENGTH.min || userName.length > USER_NAME_LENGTH.max)
        ? { key: 'length', values: { ...USER_NAME_LENGTH } }
        : textProblem(userName, USER_NAME_LENGTH.max, true);
    found.password = passwordProblem(values.password ?? '');
  }
  const phone = values.phonenumber.trim();
  if (phone && !PHONE_PATTERN.test(phone)) found.phonenumber = { key: 'phone' };
  const email = values.email.trim();
  if (email.length > USER_LIMITS.email) found.email = { key: 'tooLong', values: { limit: USER_LIMITS.email } };
  else if (email && !EMAIL_PATTERN.test(email)) found.email = { key: 'email' };
  return problemsFound(found);
}
