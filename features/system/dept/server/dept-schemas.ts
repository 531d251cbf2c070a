import { z } from 'zod';
import { ServiceError } from '@/lib/backend/http/errors';
import { emailOf, textOf } from '@/lib/contract/fields';
import { STATUSES } from '@/features/system/user/contract';
import { DEPT_PHONE_PATTERN, DISPLAY_ORDER_MAX } from '@/lib/rules/system-rules';

const ORDER_NUM_MSG = `显示顺序必须是0到${DISPLAY_ORDER_MAX}的整数`;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required whole number of a form: a numeric string is read as its number. */
function integerOf(requiredMsg: string, formatMsg: string, min: number, max: number) {
  return z.preprocess(
    (value) => (blank(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMsg : formatMsg) })
      .int(formatMsg)
      .min(min, formatMsg)
      .max(max, formatMsg),
  );
}

/**
 * The department form of `POST`/`PUT /system/dept` (contract 5.4, limits of section 4).
 * The parent is required: departments form one tree under the root, which is seeded.
 */
export const deptSchema = z.object({
  parentId: integerOf('上级部门不能为空', '上级部门格式不正确', 0, Number.MAX_SAFE_INTEGER),
  deptName: textOf('部门名称', 30),
  orderNum: integerOf('显示顺序不能为空', ORDER_NUM_MSG, 0, DISPLAY_ORDER_MAX),
  leader: textOf('负责人', 20, { optional: true }),
  phone: textOf('联系电话', 11, { optional: true }).refine((value) => DEPT_PHONE_PATTERN.test(value), '联系电话格式不正确'),
  email: emailOf('邮箱', { optional: true, message: '邮箱格式不正确' }),
  status: z.preprocess(
    (value) => (blank(value) ? '0' : typeof value === 'number' ? String(value) : value),
    z.enum(STATUSES, { error: '部门状态只能是0或1' }),
  ),
});
export type DeptInput = z.infer<typeof deptSchema>;

/** `PUT /system/dept/updateSort`: ids and their new order numbers, pairwise, each comma-joined. */
export const deptSortSchema = z.object({
  deptIds: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: '部门编号不能为空' })),
  orderNums: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: '显示顺序不能为空' })),
});

/** The order numbers of `updateSort`, in the form's range. */
export function orderNumsOf(text: string): number[] {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d{1,6}$/.test(part))) throw new ServiceError(ORDER_NUM_MSG);
  return parts.map(Number);
}
