import { problemsFound, tooLongProblem, type FieldProblem } from '@/components/admin/list/field-problems';
import type { UserInput } from '@/features/system/user/client/api';
import { isWithin, PASSWORD_FORBIDDEN_CHARACTERS, USER_LIMITS, USER_NAME_LENGTH } from '@/lib/rules/system-rules';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN, isPasswordLengthValid } from '@/lib/rules/validation';

/** A refused field as a message key of `admin.user.rules` and its values. */
export type Problem = FieldProblem<'required' | 'tooLong' | 'length' | 'markup' | 'phone' | 'email' | 'passwordChars'>;

export type UserField = 'nickName' | 'userName' | 'password' | 'phonenumber' | 'email' | 'remark';

const MARKUP = /<[^>]*>/;

function textProblem(value: string, limit: number, required: boolean): Problem | undefined {
  const text = value.trim();
  if (!text) return required ? { key: 'required' } : undefined;
  return tooLongProblem(text, limit) ?? (MARKUP.test(text) ? { key: 'markup' } : undefined);
}

/** Why a new password would be refused: empty, outside the length limits, or with a forbidden character. */
export function passwordProblem(password: string): Problem | undefined {
  if (!password) return { key: 'required' };
  if (!isPasswordLengthValid(password)) return { key: 'length', values: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } };
  return PASSWORD_FORBIDDEN_CHARACTERS.test(password) ? { key: 'passwordChars' } : undefined;
}

/** The user form's checks, the same the server applies; login name and password only when adding. */
export function userFormProblems(values: UserInput, adding: boolean): Partial<Record<UserField, Problem>> {
  const found: Partial<Record<UserField, Problem>> = {
    nickName: textProblem(values.nickName, USER_LIMITS.nickName, true),
    remark: tooLongProblem(values.remark, USER_LIMITS.remark),
  };
  if (adding) {
    const userName = (values.userName ?? '').trim();
    found.userName =
      userName && !isWithin(userName.length, USER_NAME_LENGTH)
        ? { key: 'length', values: { ...USER_NAME_LENGTH } }
        : textProblem(userName, USER_NAME_LENGTH.max, true);
    found.password = passwordProblem(values.password ?? '');
  }
  const phone = values.phonenumber.trim();
  if (phone && !PHONE_PATTERN.test(phone)) found.phonenumber = { key: 'phone' };
  const email = values.email.trim();
  found.email = tooLongProblem(email, USER_LIMITS.email) ?? (email && !EMAIL_PATTERN.test(email) ? { key: 'email' } : undefined);
  return problemsFound(found);
}
