import type { FieldProblems } from '@/components/admin/list/field-problems';
import {
  reviewProblems as reviewChecks,
  templateProblems as templateChecks,
  titleOfFile,
  type ReviewValues,
  type TemplateValues,
} from './declaration-checks';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const keysOf = (problems: FieldProblems<string>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
const reviewProblems = (values: ReviewValues) => keysOf(reviewChecks(values));
const templateProblems = (values: TemplateValues) => keysOf(templateChecks(values));

const template = {
  title: '能力评价申报表',
  titleEs: 'Skills assessment form',
  fileName: '/profile/upload/2026/11/21/0123456789abcdef0123456789abcdef.docx',
  orderNum: '1',
  status: '0',
};

test('accepting needs no comment, returning does', () => {
  expect(reviewProblems({ status: '2', comment: '' })).toEqual({});
  expect(reviewProblems({ status: '3', comment: '  ' })).toEqual({ comment: { key: 'commentRequired' } });
  expect(reviewProblems({ status: '3', comment: '请补充作品说明' })).toEqual({});
});

test('a comment has at most 500 characters', () => {
  expect(reviewProblems({ status: '2', comment: 'x'.repeat(501) })).toEqual({ comment: { key: 'tooLong', values: { limit: 500 } } });
});

test('a template needs a title and a file', () => {
  expect(templateProblems(template)).toEqual({});
  expect(templateProblems({ ...template, title: ' ', fileName: '' })).toEqual({
    title: { key: 'required' },
    fileName: { key: 'required' },
  });
  expect(templateProblems({ ...template, title: 'x'.repeat(101) })).toEqual({ title: { key: 'tooLong', values: { limit: 100 } } });
});

test('the order is empty or a whole number from 0 to 9999', () => {
  for (const orderNum of ['', '0', '9999']) expect(templateProblems({ ...template, orderNum })).toEqual({});
  for (const orderNum of ['-1', '1.5', '10000', 'a'])
    expect(templateProblems({ ...template, orderNum }).orderNum).toEqual({ key: 'orderNum', values: { min: 0, max: 9999 } });
});

test('a new template is titled after its file', () => {
  expect(titleOfFile('能力评价申报表.docx')).toBe('能力评价申报表');
  expect(titleOfFile('readme')).toBe('readme');
  expect(titleOfFile('.hidden')).toBe('.hidden');
});
