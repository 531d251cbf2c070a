import { z } from '@/lib/contract/zod';
import { choiceOf, integerOf, problem, textOf } from '@/lib/contract/fields';
import { parsedBy, problemMessages, problemsFound, schemaProblems, tooLong } from './field-problems';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);

test('only the fields with a problem are kept', () => {
  expect(problemsFound({ title: { key: 'required' }, place: undefined })).toEqual({ title: { key: 'required' } });
});

test('a field past its limit is too long, measured without the spaces around it', () => {
  const values = { a: 'xxx', b: ' yy ', c: 'zzzz' };
  expect(tooLong(values, { a: 2, b: 2 })).toEqual({ a: { key: 'tooLong', values: { limit: 2 } } });
});

test('each problem becomes its message, naming the field when the messages want a label', () => {
  expect(
    problemMessages({ title: { key: 'tooLong', values: { limit: 200 } }, fee: { key: 'fee' } }, t, (field) => `fields.${field}`),
  ).toEqual({
    title: 'tooLong:{"label":"fields.title","limit":200}',
    fee: 'fee:{"label":"fields.fee"}',
  });
  expect(problemMessages({ deptName: { key: 'required.deptName' }, leader: { key: 'tooLong', values: { limit: 20 } } }, t)).toEqual({
    deptName: 'required.deptName',
    leader: 'tooLong:{"limit":20}',
  });
});

describe('schemaProblems', () => {
  const schema = z.object({
    name: textOf('名称', 5),
    code: textOf('编码', 10).refine((value) => /^[a-z]+$/.test(value), { message: '编码只能是小写字母', params: problem('codePattern') }),
    sort: integerOf('排序', 99),
    kind: choiceOf(['a', 'b'], undefined, '类型只能是a或b'),
  });
  const fine = { name: '名', code: 'abc', sort: '3', kind: 'a' };

  it('finds nothing in values the schema takes, and parses them as the server does', () => {
    expect(schemaProblems(schema, fine)).toEqual({});
    expect(parsedBy(schema, { ...fine, id: 7, name: ' 名 ' })).toEqual({ id: 7, name: '名', code: 'abc', sort: 3, kind: 'a' });
  });

  it('names each field’s first problem, with the schema’s own words beside it', () => {
    expect(schemaProblems(schema, { name: '', code: 'ABC', sort: '1.5', kind: 'c' })).toEqual({
      name: { key: 'required', message: '名称不能为空' },
      code: { key: 'codePattern', message: '编码只能是小写字母' },
      sort: { key: 'notInteger', message: '排序必须是整数' },
      kind: { key: 'invalidChoice', message: '类型只能是a或b' },
    });
    expect(schemaProblems(schema, { ...fine, name: '123456', sort: '100' })).toEqual({
      name: { key: 'tooLong', values: { limit: 5 }, message: '名称长度不能超过5个字符' },
      sort: { key: 'tooLarge', values: { limit: 99 }, message: '排序不能超过99' },
    });
    expect(schemaProblems(schema, { ...fine, sort: '-1' })).toEqual({
      sort: { key: 'tooSmall', values: { limit: 0 }, message: '排序不能小于0' },
    });
    expect(schemaProblems(schema, { ...fine, sort: '' })).toEqual({ sort: { key: 'required', message: '排序不能为空' } });
  });

  it('shows a field’s own message first, then the form’s message for the problem, then the schema’s words', () => {
    const known = new Set(['required.name', 'tooLong']);
    const withHas = Object.assign((key: string, values?: Record<string, string | number>) => t(key, values), {
      has: (key: string) => known.has(key),
    });
    expect(
      problemMessages(
        {
          name: { key: 'required', message: '名称不能为空' },
          code: { key: 'tooLong', values: { limit: 10 }, message: '编码长度不能超过10个字符' },
          sort: { key: 'notInteger', message: '排序必须是整数' },
        },
        withHas,
      ),
    ).toEqual({ name: 'required.name', code: 'tooLong:{"limit":10}', sort: '排序必须是整数' });
  });
});
