import type { FieldProblems } from '@/components/admin/list/field-problems';
import type { Dept } from '@/features/system/dept/client/api';
import { expectProblems } from '@/tests/support/form-problems';
import { deptProblems as problemsOf, emptyDept, inputOf, valuesOf, type DeptFormValues } from './dept-form-values';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const keysOf = (problems: FieldProblems<string>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
const deptProblems = (values: DeptFormValues) => keysOf(problemsOf(values));

/** What the form sends for DEPT: its fields less the tree path and the timestamp. */
const SENT = {
  deptId: 103,
  parentId: 101,
  deptName: '研发部门',
  orderNum: 1,
  leader: '若依',
  phone: '15888888888',
  email: 'ry@qq.com',
  status: '0',
};
const DEPT: Dept = {
  ...SENT,
  ancestors: '0,100,101',
  delFlag: '0',
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: '',
  updateTime: null,
  parentName: null,
  children: [],
};

describe('deptProblems', () => {
  it('asks for the parent, the name and the order', () => {
    expect(deptProblems(emptyDept(null))).toEqual({
      parentId: { key: 'required' },
      deptName: { key: 'required' },
      orderNum: { key: 'required' },
    });
    expect(deptProblems({ ...emptyDept(100), deptName: '新部门', orderNum: '0' })).toEqual({});
  });

  it('refuses an order that is not a whole number up to 999999', () => {
    expectProblems(deptProblems, valuesOf(DEPT), [
      [{ orderNum: '1.5' }, { orderNum: { key: 'orderNumFormat' } }],
      [{ orderNum: '1000000' }, { orderNum: { key: 'orderNumFormat' } }],
      // The API reads these as numbers; the form takes digits only.
      [{ orderNum: '1e3' }, { orderNum: { key: 'orderNumFormat' } }],
      [{ orderNum: '+5' }, { orderNum: { key: 'orderNumFormat' } }],
    ]);
  });

  it('takes a landline or a mobile number as the phone, as the API does', () => {
    expectProblems(deptProblems, valuesOf(DEPT), [
      [{ phone: '010-1234567' }, {}],
      [{ phone: '1234' }, {}],
      [{ phone: '010 123456' }, { phone: { key: 'phoneFormat' } }],
      [{ phone: '010-12345678' }, { phone: { key: 'tooLong', values: { limit: 11 } } }],
    ]);
  });

  it('checks the email when given', () => {
    expectProblems(deptProblems, valuesOf(DEPT), [
      [{ email: 'not-an-email' }, { email: { key: 'invalid' } }],
      [{ phone: '', email: '' }, {}],
    ]);
  });

  it('holds the column lengths', () => {
    expectProblems(deptProblems, valuesOf(DEPT), [
      [
        { deptName: 'x'.repeat(31), leader: 'y'.repeat(21) },
        { deptName: { key: 'tooLong', values: { limit: 30 } }, leader: { key: 'tooLong', values: { limit: 20 } } },
      ],
    ]);
  });
});

describe('inputOf', () => {
  it('sends trimmed text and the order as a number', () => {
    expect(inputOf({ ...valuesOf(DEPT), deptName: ' 研发部门 ', leader: ' ' })).toEqual({ ...SENT, leader: '' });
  });
});
