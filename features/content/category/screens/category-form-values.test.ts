import type { FieldProblems } from '@/components/admin/list/field-problems';
import { expectProblems } from '@/tests/support/form-problems';
import { categoryProblems as problemsOf, emptyCategory, inputOf, valuesOf } from './category-form-values';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const keysOf = (problems: FieldProblems<string>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
const categoryProblems = (values: Parameters<typeof problemsOf>[0]) => keysOf(problemsOf(values));

/** What the form sends for ROW: its fields less the tree path, the audit columns and the parent's name, remark never null. */
const SENT = {
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
};
const ROW = {
  ...SENT,
  ancestors: '0,13',
  remark: null,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: '',
  updateTime: null,
  parentName: '关于协会',
  children: [],
};

describe('emptyCategory', () => {
  it('starts at the top, or under the row whose 新增 was pressed', () => {
    expect(emptyCategory(null).parentId).toBe(0);
    expect(emptyCategory(13).parentId).toBe(13);
  });
});

describe('categoryProblems', () => {
  it('asks for the name and the order', () => {
    expect(categoryProblems(emptyCategory(null))).toEqual({
      bllName: { key: 'required' },
      orderNum: { key: 'required' },
    });
    expect(categoryProblems(valuesOf(ROW))).toEqual({});
  });

  it('asks a link category for its address and takes only site paths or http(s)', () => {
    expectProblems(categoryProblems, valuesOf(ROW), [
      [{ bllType: '3' }, { bllValue: { key: 'required' } }],
      [{ bllType: '3', bllValue: '/memberShip' }, {}],
      [{ bllType: '4', bllValue: 'https://example.com/x' }, {}],
      [{ bllValue: 'javascript:alert(1)' }, { bllValue: { key: 'bllValueFormat' } }],
      [{ bllValue: '//evil.example' }, { bllValue: { key: 'bllValueFormat' } }],
    ]);
  });

  it('keeps the home-page area and the order whole numbers in range', () => {
    const area = { indexArea: { key: 'indexAreaFormat', values: { max: 99 } } };
    expectProblems(categoryProblems, valuesOf(ROW), [
      [{ indexArea: '100' }, area],
      [{ indexArea: '' }, area],
      [{ orderNum: '1.5' }, { orderNum: { key: 'orderNumFormat', values: { max: 999999 } } }],
    ]);
  });

  it('holds the column lengths', () => {
    expectProblems(categoryProblems, valuesOf(ROW), [
      [
        { bllName: 'x'.repeat(51), remark: 'y'.repeat(501) },
        { bllName: { key: 'tooLong', values: { limit: 50 } }, remark: { key: 'tooLong', values: { limit: 500 } } },
      ],
    ]);
  });
});

describe('inputOf', () => {
  it('sends trimmed text and numbers', () => {
    expect(inputOf({ ...valuesOf(ROW), bllName: ' 会员风采 ', indexArea: ' 6 ' })).toEqual(SENT);
    expect(inputOf({ ...emptyCategory(null), bllName: '新栏目', orderNum: '1' })).not.toHaveProperty('id');
  });
});
