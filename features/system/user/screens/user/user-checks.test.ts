import type { FieldProblems } from '@/components/admin/list/field-problems';
import { passwordProblem, userFormProblems as formProblems } from './user-checks';
import type { UserFormValues } from './use-user-form-start';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const keysOf = (problems: FieldProblems<string>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
const userFormProblems = (values: UserFormValues, adding: boolean) => keysOf(formProblems(values, adding));

const valid: UserFormValues = {
  deptId: 103,
  userName: 'li.lei',
  password: 'abc12345',
  nickName: '李雷',
  phonenumber: '',
  email: '',
  sex: '',
  status: '0',
  remark: '',
  roleIds: [],
  postIds: [],
};

test('a complete new user passes', () => {
  expect(userFormProblems(valid, true)).toEqual({});
});

test('nickname, login name and password are required when adding', () => {
  expect(userFormProblems({ ...valid, nickName: ' ', userName: '', password: '' }, true)).toEqual({
    nickName: { key: 'required' },
    userName: { key: 'required' },
    password: { key: 'required' },
  });
});

test('editing checks neither login name nor password', () => {
  expect(userFormProblems({ ...valid, userName: undefined, password: undefined }, false)).toEqual({});
});

test('a login name has 2 to 20 characters', () => {
  expect(userFormProblems({ ...valid, userName: 'a' }, true).userName).toEqual({ key: 'length', values: { min: 2, max: 20 } });
  expect(userFormProblems({ ...valid, userName: 'a'.repeat(21) }, true).userName).toEqual({ key: 'length', values: { min: 2, max: 20 } });
  expect(userFormProblems({ ...valid, userName: 'ab' }, true).userName).toBeUndefined();
});

test('lengths, markup, phone and email follow the contract', () => {
  const problems = userFormProblems(
    { ...valid, nickName: 'x'.repeat(31), userName: '<b>x</b>', phonenumber: '1380013800', email: 'not-an-email', remark: 'r'.repeat(501) },
    true,
  );
  expect(problems).toEqual({
    nickName: { key: 'tooLong', values: { limit: 30 } },
    userName: { key: 'markup' },
    phonenumber: { key: 'invalid' },
    email: { key: 'invalid' },
    remark: { key: 'tooLong', values: { limit: 500 } },
  });
  expect(userFormProblems({ ...valid, phonenumber: '13800138000', email: 'a@b.cn' }, true)).toEqual({});
  expect(userFormProblems({ ...valid, email: `${'a'.repeat(45)}@b.com` }, true).email).toEqual({ key: 'tooLong', values: { limit: 50 } });
});

test('passwords need the policy length and no forbidden character', () => {
  expect(passwordProblem('abc')?.key).toBe('length');
  expect(passwordProblem('x'.repeat(21))?.key).toBe('length');
  expect(passwordProblem('abc<1234')?.key).toBe('passwordChars');
  expect(passwordProblem('abc12345')).toBeUndefined();
});
