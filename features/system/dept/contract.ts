import { z } from '@/lib/contract/zod';
import { answerData, can, defineContracts } from '@/lib/contract/contract';
import { emailOf, problem, textOf } from '@/lib/contract/fields';
import { DEPT_LIMITS, DEPT_PHONE_PATTERN, DISPLAY_ORDER_MAX } from '@/lib/rules/system-rules';
import { STATUSES } from '@/features/system/user';
import type { WireRow } from '@/lib/contract/wire';
import type { sysDept } from '@/lib/backend/db/schema';

/** A department as the contract sends it: SysDept with `parentName` and `children` (`[]` in flat lists). */
export type DeptWire = WireRow<typeof sysDept.$inferSelect> & { parentName: string | null; children: unknown[] };

export const ORDER_NUM_MSG = `显示顺序必须是0到${DISPLAY_ORDER_MAX}的整数`;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A required whole number of a form: a numeric string is read as its number. */
function wholeNumberOf(requiredMsg: string, formatMsg: string, min: number, max: number) {
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
  parentId: wholeNumberOf('上级部门不能为空', '上级部门格式不正确', 0, Number.MAX_SAFE_INTEGER),
  deptName: textOf('部门名称', DEPT_LIMITS.deptName),
  orderNum: wholeNumberOf('显示顺序不能为空', ORDER_NUM_MSG, 0, DISPLAY_ORDER_MAX),
  leader: textOf('负责人', DEPT_LIMITS.leader, { optional: true }),
  phone: textOf('联系电话', DEPT_LIMITS.phone, { optional: true }).refine((value) => DEPT_PHONE_PATTERN.test(value), {
    message: '联系电话格式不正确',
    params: problem('phoneFormat'),
  }),
  email: emailOf('邮箱', { optional: true, message: '邮箱格式不正确' }),
  status: z.preprocess(
    (value) => (blank(value) ? '0' : typeof value === 'number' ? String(value) : value),
    z.enum(STATUSES, { error: '部门状态只能是0或1' }),
  ),
});

/** `PUT /system/dept/updateSort`: ids and their new order numbers, pairwise, each comma-joined. */
export const deptSortSchema = z.object({
  deptIds: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: '部门编号不能为空' })),
  orderNums: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string({ error: '显示顺序不能为空' })),
});

export const dept = defineContracts(
  { title: '部门管理' },
  {
    // GET /system/dept/list – flat departments within the caller's data scope, by parent and order
    list: { method: 'GET', path: '/system/dept/list', access: can('system:dept:list'), answer: answerData<DeptWire[]>() },
    // GET /system/dept/list/exclude/:deptId – every department but this one and those below it (the parent picker)
    listExclude: {
      method: 'GET',
      path: '/system/dept/list/exclude/:deptId',
      access: can('system:dept:list'),
      answer: answerData<DeptWire[]>(),
    },
    // PUT /system/dept/updateSort – {deptIds: "1,2", orderNums: "3,4"}: new order numbers, pairwise
    updateSort: { method: 'PUT', path: '/system/dept/updateSort', access: can('system:dept:edit'), input: deptSortSchema },
    // GET /system/dept/:deptId – one department with its parent's name
    get: { method: 'GET', path: '/system/dept/:deptId', access: can('system:dept:query'), answer: answerData<DeptWire>() },
    // POST /system/dept – a department under an enabled parent; `data` is its deptId
    add: { method: 'POST', path: '/system/dept', access: can('system:dept:add'), input: deptSchema },
    // PUT /system/dept – changes a department named by deptId, moving its subtree when the parent changes
    edit: { method: 'PUT', path: '/system/dept', access: can('system:dept:edit'), input: deptSchema },
    // DELETE /system/dept/:deptId – soft delete; 601 while sub-departments or users remain
    remove: { method: 'DELETE', path: '/system/dept/:deptId', access: can('system:dept:remove') },
  },
);
