import type { Dept, DeptInput } from '@/lib/api/dept';

/** The department form's state: text as typed, the parent as the tree picker gives it. */
export interface DeptFormValues {
  deptId?: number;
  parentId: number | null;
  deptName: string;
  orderNum: string;
  leader: string;
  phone: string;
  email: string;
  status: string;
}

export type DeptTextField = 'deptName' | 'orderNum' | 'leader' | 'phone' | 'email';
export type DeptErrors = Partial<Record<DeptTextField | 'parentId', string>>;

/** The column sizes of `sys_dept` (contract section 4). */
export const DEPT_LIMITS: Partial<Record<DeptTextField, number>> = { deptName: 30, leader: 20, email: 50 };

const WHOLE_NUMBER = /^\d{1,6}$/;
/** The reference form's mobile number rule: eleven digits starting 13–19. */
const PHONE_PATTERN = /^1[3-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new department, enabled, under the given parent (none chosen yet when null). */
export function emptyDept(parentId: number | null): DeptFormValues {
  return { parentId, deptName: '', orderNum: '', leader: '', phone: '', email: '', status: '0' };
}

export function valuesOf(dept: Dept): DeptFormValues {
  return {
    deptId: dept.deptId,
    parentId: dept.parentId,
    deptName: dept.deptName,
    orderNum: String(dept.orderNum),
    leader: dept.leader ?? '',
    phone: dept.phone ?? '',
    email: dept.email ?? '',
    status: dept.status,
  };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The client's checks before saving; the server checks the same and more (siblings' names). */
export function checkDept(values: DeptFormValues, t: Translate): DeptErrors {
  const errors: DeptErrors = {};
  if (values.parentId === null) errors.parentId = t('required.parentId');
  if (!values.deptName.trim()) errors.deptName = t('required.deptName');
  if (!values.orderNum.trim()) errors.orderNum = t('required.orderNum');
  else if (!WHOLE_NUMBER.test(values.orderNum.trim())) errors.orderNum = t('orderNumFormat');
  if (values.phone.trim() && !PHONE_PATTERN.test(values.phone.trim())) errors.phone = t('phoneFormat');
  if (values.email.trim() && !EMAIL_PATTERN.test(values.email.trim())) errors.email = t('emailFormat');
  for (const [name, limit] of Object.entries(DEPT_LIMITS) as [DeptTextField, number][]) {
    if (!errors[name] && values[name].trim().length > limit) errors[name] = t('tooLong', { limit });
  }
  return errors;
}

export function inputOf(values: DeptFormValues): DeptInput {
  return {
    ...(values.deptId === undefined ? {} : { deptId: values.deptId }),
    parentId: values.parentId ?? 0,
    deptName: values.deptName.trim(),
    orderNum: Number(values.orderNum.trim()),
    leader: values.leader.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    status: values.status,
  };
}
