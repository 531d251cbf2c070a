import { checkArticleType, emptyArticleType, inputOf, valuesOf } from './article-type-form-values';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);
const ROW = {
  id: 1001,
  parentId: 13,
  ancestors: '0,13',
  bllName: '会员风采',
  bllEsName: 'Members',
  bllType: '1',
  bllValue: '',
  indexArea: 6,
  orderNum: 2,
  menuFlag: '1',
  status: '0',
  cover: '',
  remark: null,
  createTime: '2026-01-01 00:00:00',
};

describe('emptyArticleType', () => {
  it('starts at the top, or under the row whose 新增 was pressed', () => {
    expect(emptyArticleType(null).parentId).toBe(0);
    expect(emptyArticleType(13).parentId).toBe(13);
  });
});

describe('checkArticleType', () => {
  it('asks for the name and the order', () => {
    expect(checkArticleType(emptyArticleType(null), t)).toEqual({ bllName: 'required.bllName', orderNum: 'required.orderNum' });
    expect(checkArticleType(valuesOf(ROW), t)).toEqual({});
  });

  it('asks a link category for its address and takes only site paths or http(s)', () => {
    expect(checkArticleType({ ...valuesOf(ROW), bllType: '3' }, t).bllValue).toBe('required.bllValue');
    expect(checkArticleType({ ...valuesOf(ROW), bllType: '3', bllValue: '/memberShip' }, t)).toEqual({});
    expect(checkArticleType({ ...valuesOf(ROW), bllType: '4', bllValue: 'https://example.com/x' }, t)).toEqual({});
    expect(checkArticleType({ ...valuesOf(ROW), bllValue: 'javascript:alert(1)' }, t).bllValue).toBe('bllValueFormat');
    expect(checkArticleType({ ...valuesOf(ROW), bllValue: '//evil.example' }, t).bllValue).toBe('bllValueFormat');
  });

  it('keeps the home-page area and the order whole numbers in range', () => {
    expect(checkArticleType({ ...valuesOf(ROW), indexArea: '100' }, t).indexArea).toBe('indexAreaFormat:{"max":99}');
    expect(checkArticleType({ ...valuesOf(ROW), indexArea: '' }, t).indexArea).toBe('indexAreaFormat:{"max":99}');
    expect(checkArticleType({ ...valuesOf(ROW), orderNum: '1.5' }, t).orderNum).toBe('orderNumFormat:{"max":999999}');
  });

  it('holds the column lengths', () => {
    expect(checkArticleType({ ...valuesOf(ROW), bllName: 'x'.repeat(51), remark: 'y'.repeat(501) }, t)).toEqual({ bllName: 'tooLong:{"limit":50}', remark: 'tooLong:{"limit":500}' });
  });
});

describe('inputOf', () => {
  it('sends trimmed text and numbers', () => {
    expect(inputOf({ ...valuesOf(ROW), bllName: ' 会员风采 ', indexArea: ' 6 ' })).toEqual({
      id: 1001,
      parentId: 13,
      bllName: '会员风采',
      bllEsName: 'Members',
      bllType: '1',
      bllValue: '',
      indexArea: 6,
      orderNum: 2,
      menuFlag: '1',
      status: '0',
      cover: '',
      remark: '',
    });
    expect(inputOf({ ...emptyArticleType(null), bllName: '新栏目', orderNum: '1' })).not.toHaveProperty('id');
  });
});
