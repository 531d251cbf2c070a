import { z } from 'zod';
import { textOf } from '@/lib/contract/fields';
import { DATA_SCOPES } from '@/features/system/server/data-scope';
import { choiceOf, displayOrder, flagOf, treeIdsOf } from '@/lib/contract/fields';

/** The role form of `POST`/`PUT /system/role` (contract 5.2; limits of contract section 4). */
export const roleSchema = z.object({
  roleName: textOf('角色名称', 30),
  roleKey: textOf('权限字符', 100),
  roleSort: displayOrder(),
  status: choiceOf(['0', '1'], '0', '角色状态只能是0或1'),
  menuIds: treeIdsOf('菜单'),
  menuCheckStrictly: flagOf('菜单树选择项是否关联显示'),
  deptCheckStrictly: flagOf('部门树选择项是否关联显示'),
  remark: textOf('备注', 500, { optional: true }),
});
export type RoleInput = z.infer<typeof roleSchema>;

/** `PUT /system/role/changeStatus`: the new status alone (roleId is read beside it). */
export const roleStatusSchema = z.object({
  status: choiceOf(['0', '1'], undefined, '角色状态只能是0或1', '角色状态不能为空'),
});

/** `PUT /system/role/dataScope` (contract 3.2 values "1" to "5"). */
export const dataScopeSchema = z.object({
  dataScope: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value === null || value === '' ? undefined : value),
    z
      .string({ error: (issue) => (issue.input === undefined ? '数据范围不能为空' : '数据范围只能是1到5') })
      .refine((value) => DATA_SCOPES.includes(value), '数据范围只能是1到5'),
  ),
  deptIds: treeIdsOf('部门'),
  deptCheckStrictly: flagOf('部门树选择项是否关联显示'),
});
export type DataScopeInput = z.infer<typeof dataScopeSchema>;
