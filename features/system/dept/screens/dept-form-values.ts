import { problemsFound, tooLong, type FieldProblems } from '@/components/admin/list/field-problems';
import type { Dept, DeptInput } from '@/features/system/dept/client/api';
import { DEPT_LIMITS, DEPT_PHONE_PATTERN, DISPLAY_ORDER_MAX, isWholeNumberUpTo } from '@/lib/rules/system-rules';
import { EMAIL_PATTERN } from '@/lib/rules/validation';

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
export type DeptField = DeptTextField | 'parentId';

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

/** The client's checks before saving, as message keys of `admin.dept`; the server checks the same and more (siblings' names). */
export function deptProblems(values: DeptFormValues): FieldProblems<DeptField> {
  const phone = values.phone.trim();
  const email = values.email.trim();
  const orderNum = values.orderNum.trim();
  return {
    ...tooLong(values, DEPT_LIMITS),
    ...problemsFound({
      parentId: values.parentId === null ? { key: 'required.parentId' } : undefined,
      deptName: values.deptName.trim() ? undefined : { key: 'required.deptName' },
      orderNum: !orderNum
        ? { key: 'required.orderNum' }
        : isWholeNumberUpTo(orderNum, DISPLAY_ORDER_MAX)
          ? undefined
          : { key: 'orderNumFormat' },
      phone: DEPT_PHONE_PATTERN.test(phone) ? undefined : { key: 'phoneFormat' },
      email: email && !EMAIL_PATTERN.test(email) ? { key: 'emailFormat' } : undefined,
    }),
  };
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
