import type { FieldProblems } from '@/components/admin/list/field-problems';
import { dictDataProblems as dataProblems, dictTypeProblems as typeProblems } from './dict-rules';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const keysOf = (problems: FieldProblems<string>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
const dictTypeProblems = (values: Parameters<typeof typeProblems>[0]) => keysOf(typeProblems(values));
const dictDataProblems = (values: Parameters<typeof dataProblems>[0]) => keysOf(dataProblems(values));

const type = { dictName: '用户性别', dictType: 'sys_user_sex', remark: '' };
const data = { dictType: 'sys_user_sex', dictLabel: '男', dictValue: '0', cssClass: '', dictSort: '0', remark: '' };
const tooLong = (limit: number) => ({ key: 'tooLong', values: { limit } });

describe('dictTypeProblems', () => {
  it('accepts a named type of lower-case letters, digits and underscores', () => {
    expect(dictTypeProblems(type)).toEqual({});
    expect(dictTypeProblems({ ...type, dictType: 'a1_b' })).toEqual({});
  });

  it('asks for the name and the type', () => {
    expect(dictTypeProblems({ ...type, dictName: ' ', dictType: '' })).toEqual({
      dictName: { key: 'required' },
      dictType: { key: 'required' },
    });
  });

  it.each(['1abc', '_abc', 'Abc', 'ab-c', 'ab c', '用户'])('refuses the type %s, as the API does', (dictType) => {
    expect(dictTypeProblems({ ...type, dictType })).toEqual({ dictType: { key: 'dictTypePattern' } });
  });

  it('holds name and type to 100 characters and the remark to 500', () => {
    expect(dictTypeProblems({ dictName: 'x'.repeat(101), dictType: 'a'.repeat(100), remark: 'r'.repeat(501) })).toEqual({
      dictName: tooLong(100),
      remark: tooLong(500),
    });
    expect(dictTypeProblems({ ...type, dictType: 'a'.repeat(101) })).toEqual({ dictType: tooLong(100) });
  });
});

describe('dictDataProblems', () => {
  it('accepts a label, a value and a sort number', () => {
    expect(dictDataProblems(data)).toEqual({});
    expect(dictDataProblems({ ...data, dictSort: '999999' })).toEqual({});
  });

  it('asks for the label, the value and the sort number', () => {
    expect(dictDataProblems({ ...data, dictLabel: '', dictValue: ' ', dictSort: '' })).toEqual({
      dictLabel: { key: 'required' },
      dictValue: { key: 'required' },
      dictSort: { key: 'required' },
    });
  });

  it.each(['1.5', 'abc', '1e3'])('refuses the sort number %s, which is not a whole number', (dictSort) => {
    expect(dictDataProblems({ ...data, dictSort })).toEqual({ dictSort: { key: 'notInteger' } });
  });

  it('refuses a sort number below 0 or above 999999, as the API does', () => {
    expect(dictDataProblems({ ...data, dictSort: '-1' })).toEqual({ dictSort: { key: 'tooSmall', values: { limit: 0 } } });
    expect(dictDataProblems({ ...data, dictSort: '1000000' })).toEqual({ dictSort: { key: 'tooLarge', values: { limit: 999_999 } } });
  });

  it('measures text as the API does, without the spaces around it', () => {
    expect(dictDataProblems({ ...data, dictLabel: ` ${'x'.repeat(100)} ` })).toEqual({});
  });

  it('holds label, value and style to 100 characters', () => {
    const long = 'x'.repeat(101);
    expect(dictDataProblems({ ...data, dictLabel: long, dictValue: long, cssClass: long })).toEqual({
      dictLabel: tooLong(100),
      dictValue: tooLong(100),
      cssClass: tooLong(100),
    });
  });
});
