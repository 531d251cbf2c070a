import { hashPassword, passwordProblem, verifyPassword } from './password';

test('passwords are stored as bcrypt cost 10 and verified', async () => {
  const hash = await hashPassword('Mixing#2026');
  expect(hash).toMatch(/^\$2[aby]\$10\$/);
  await expect(verifyPassword('Mixing#2026', hash)).resolves.toBe(true);
  await expect(verifyPassword('mixing#2026', hash)).resolves.toBe(false);
  await expect(verifyPassword('anything', '')).resolves.toBe(false);
});

test.each([
  ['', '0', '用户密码不能为空'],
  ['12345', '0', '密码长度必须在6到20个字符之间'],
  ['abc"def', '0', '密码不能包含非法字符：< > " \' \\ |'],
  ['abcdef', '0', null],
  ['123456', '1', null],
  ['12345a', '1', '密码只能为0-9数字'],
  ['abcdef', '2', null],
  ['abc123', '3', null],
  ['abcdef', '3', '密码必须包含字母、数字'],
  ['abc12#', '4', null],
  ['abc123', '4', '密码必须包含字母、数字、特殊字符：~!@#$%^&*()-=_+'],
])('password %j under rule %s', (password, chrtype, problem) => {
  expect(passwordProblem(password, chrtype)).toBe(problem);
});
