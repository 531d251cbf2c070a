import { schemaProblems, type FieldProblem, type FieldProblems } from '@/components/admin/list/field-problems';
import { userAddSchema, userEditSchema } from '@/features/system/user/contract';
import { PASSWORD_FORBIDDEN_CHARACTERS, USER_NAME_LENGTH } from '@/lib/rules/system-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isPasswordLengthValid } from '@/lib/rules/validation';
import type { UserFormValues } from './use-user-form-start';

/**
 * Why a new password would be refused under the default policy: empty, outside the length
 * limits, or with a forbidden character. A rule of the forms beyond the contract's schema: the
 * API checks the password against the configured policy (`sys.account.chrtype`), which only the
 * server reads, so the forms check the default one before sending.
 */
export function passwordProblem(password: string): FieldProblem | undefined {
  if (!password) return { key: 'required' };
  if (!isPasswordLengthValid(password)) return { key: 'length', values: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } };
  return PASSWORD_FORBIDDEN_CHARACTERS.test(password) ? { key: 'passwordChars' } : undefined;
}

/**
 * The user form's checks, as message keys of `admin.user.rules`: the contract's schema of an add
 * or an edit (login name and password only when adding), the ones the API parses with, and the
 * password policy above.
 */
export function userFormProblems(values: UserFormValues, adding: boolean): FieldProblems<string> {
  const found = schemaProblems(adding ? userAddSchema : userEditSchema, values);
  // The form words the login name's length as one range, whether it is too short or too long.
  const userName = found.userName;
  if (userName?.key === 'length' || userName?.key === 'tooLong') found.userName = { key: 'length', values: { ...USER_NAME_LENGTH } };
  const password = adding ? passwordProblem(values.password ?? '') : undefined;
  return password ? { ...found, password } : found;
}
