import { expectProblems } from '@/tests/support/form-problems';
import { deptProblems, emptyDept, inputOf, valuesOf } from './dept-form-values';

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
const DEPT = { ...SENT, ancestors: '0,100,101', createTime: '2026-01-01 00:00:00' };

describe('deptProblems', () => {
  it('asks for the parent, the name and the order', () => {
    expect(deptProblems(emptyDept(null))).toEqual({
      parentId: { key: 'required.parentId' },
      deptName: { key: 'required.deptName' },
      orderNum: { key: 'required.orderNum' },
    });
    expect(deptProblems({ ...emptyDept(100), deptName: '新部门', orderNum: '0' })).toEqual({});
  });

  it('refuses an order that is not a whole number up to 999999', () => {
    expectProblems(deptProblems, valuesOf(DEPT), [
      [{ orderNum: '1.5' }, { orderNum: { key: 'orderNumFormat' } }],
      [{ orderNum: '1000000' }, { orderNum: { key: 'orderNumFormat' } }],
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
      [{ email: 'not-an-email' }, { email: { key: 'emailFormat' } }],
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
