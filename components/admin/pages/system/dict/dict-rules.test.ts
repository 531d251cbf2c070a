import { checkDictData, checkDictType, messagesOf } from './dict-rules';

const type = { dictName: '用户性别', dictType: 'sys_user_sex', remark: '' };
const data = { dictLabel: '男', dictValue: '0', cssClass: '', dictSort: '0', remark: '' };

describe('checkDictType', () => {
  it('accepts a named type of lower-case letters, digits and underscores', () => {
    expect(checkDictType(type)).toEqual({});
    expect(checkDictType({ ...type, dictType: 'a1_b' })).toEqual({});
  });

  it('asks for the name and the type', () => {
    expect(checkDictType({ ...type, dictName: ' ', dictType: '' })).toEqual({ dictName: { key: 'required.dictName' }, dictType: { key: 'required.dictType' } });
  });

  it.each(['1abc', '_abc', 'Abc', 'ab-c', 'ab c', '用户'])('refuses the type %s, as the API does', (dictType) => {
    expect(checkDictType({ ...type, dictType })).toEqual({ dictType: { key: 'dictTypePattern' } });
  });

  it('holds name and type to 100 characters and the remark to 500', () => {
    expect(checkDictType({ dictName: 'x'.repeat(101), dictType: 'a'.repeat(100), remark: 'r'.repeat(501) })).toEqual({
      dictName: { key: 'tooLong', limit: 100 },
      remark: { key: 'tooLong', limit: 500 },
    });
    expect(checkDictType({ ...type, dictType: 'a'.repeat(101) })).toEqual({ dictType: { key: 'tooLong', limit: 100 } });
  });
});

describe('checkDictData', () => {
  it('accepts a label, a value and a sort number', () => {
    expect(checkDictData(data)).toEqual({});
    expect(checkDictData({ ...data, dictSort: '999999' })).toEqual({});
  });

  it('asks for the label, the value and the sort number', () => {
    expect(checkDictData({ ...data, dictLabel: '', dictValue: ' ', dictSort: '' })).toEqual({
      dictLabel: { key: 'required.dictLabel' },
      dictValue: { key: 'required.dictValue' },
      dictSort: { key: 'required.dictSort' },
    });
  });

  it.each(['1.5', 'abc', '1e3'])('refuses the sort number %s, which is not a whole number', (dictSort) => {
    expect(checkDictData({ ...data, dictSort })).toEqual({ dictSort: { key: 'sortNotInteger' } });
  });

  it('refuses a sort number below 0 or above 999999, as the API does', () => {
    expect(checkDictData({ ...data, dictSort: '-1' })).toEqual({ dictSort: { key: 'sortNegative' } });
    expect(checkDictData({ ...data, dictSort: '1000000' })).toEqual({ dictSort: { key: 'sortTooLarge', limit: 999_999 } });
  });

  it('measures text as the API does, without the spaces around it', () => {
    expect(checkDictData({ ...data, dictLabel: ` ${'x'.repeat(100)} ` })).toEqual({});
  });

  it('holds label, value and style to 100 characters', () => {
    const long = 'x'.repeat(101);
    expect(checkDictData({ ...data, dictLabel: long, dictValue: long, cssClass: long })).toEqual({
      dictLabel: { key: 'tooLong', limit: 100 },
      dictValue: { key: 'tooLong', limit: 100 },
      cssClass: { key: 'tooLong', limit: 100 },
    });
  });
});

describe('messagesOf', () => {
  it('words each failed check with the form messages', () => {
    const t = (key: string, values?: { limit: string }) => (values ? `${key}:${values.limit}` : key);
    expect(messagesOf({ dictName: { key: 'required.dictName' }, remark: { key: 'tooLong', limit: 500 } }, t)).toEqual({ dictName: 'required.dictName', remark: 'tooLong:500' });
  });
});
