import { checkDept, emptyDept, inputOf, valuesOf } from './dept-form-values';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);
const DEPT = { deptId: 103, parentId: 101, ancestors: '0,100,101', deptName: '研发部门', orderNum: 1, leader: '若依', phone: '15888888888', email: 'ry@qq.com', status: '0', createTime: '2026-01-01 00:00:00' };

describe('checkDept', () => {
  it('asks for the parent, the name and the order', () => {
    expect(checkDept(emptyDept(null), t)).toEqual({ parentId: 'required.parentId', deptName: 'required.deptName', orderNum: 'required.orderNum' });
    expect(checkDept({ ...emptyDept(100), deptName: '新部门', orderNum: '0' }, t)).toEqual({});
  });

  it('checks the phone as a mobile number and the email when given', () => {
    expect(checkDept({ ...valuesOf(DEPT), phone: '1234' }, t).phone).toBe('phoneFormat');
    expect(checkDept({ ...valuesOf(DEPT), phone: '12888888888' }, t).phone).toBe('phoneFormat');
    expect(checkDept({ ...valuesOf(DEPT), email: 'not-an-email' }, t).email).toBe('emailFormat');
    expect(checkDept({ ...valuesOf(DEPT), phone: '', email: '' }, t)).toEqual({});
  });

  it('holds the column lengths', () => {
    expect(checkDept({ ...valuesOf(DEPT), deptName: 'x'.repeat(31), leader: 'y'.repeat(21) }, t)).toEqual({ deptName: 'tooLong:{"limit":30}', leader: 'tooLong:{"limit":20}' });
  });
});

describe('inputOf', () => {
  it('sends trimmed text and the order as a number', () => {
    expect(inputOf({ ...valuesOf(DEPT), deptName: ' 研发部门 ', leader: ' ' })).toEqual({ deptId: 103, parentId: 101, deptName: '研发部门', orderNum: 1, leader: '', phone: '15888888888', email: 'ry@qq.com', status: '0' });
  });
});
