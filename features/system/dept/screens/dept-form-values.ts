import { parsedBy, schemaProblems, type FieldProblems, type FormValues } from '@/components/admin/list/field-problems';
import type { Dept, DeptInput } from '@/features/system/dept/client/api';
import { deptSchema } from '@/features/system/dept/contract';
import { DISPLAY_ORDER_MAX, isWholeNumberUpTo } from '@/lib/rules/system-rules';

/** The department form's state: text as typed, the parent as the tree picker gives it (null before one is chosen). */
export type DeptFormValues = Omit<FormValues<DeptInput, 'deptId'>, 'parentId'> & { parentId: number | null };

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

/**
 * The form's checks before saving, as message keys of `admin.dept`: the contract's schema, the
 * one the API parses with (the server also checks siblings' names), and one rule of the form's own.
 */
export function deptProblems(values: DeptFormValues): FieldProblems<string> {
  const orderNum = values.orderNum.trim();
  // The order as typed is digits only, up to DISPLAY_ORDER_MAX, with one message for any other:
  // stricter than the API, which also reads `1e3`, `+5` or `0x10` as numbers.
  const order = orderNum && !isWholeNumberUpTo(orderNum, DISPLAY_ORDER_MAX) ? { orderNum: { key: 'orderNumFormat' } } : {};
  return { ...schemaProblems(deptSchema, values), ...order };
}

/** What the API receives: the values as the schema parses them (trimmed, numbers as numbers), with the id when editing. */
export function inputOf(values: DeptFormValues): DeptInput {
  return parsedBy(deptSchema, values);
}
