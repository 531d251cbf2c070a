import { z } from '@/lib/contract/zod';
import {
  answerData,
  answerFields,
  can,
  crudContracts,
  defineContracts,
  exportContract,
  typeOf,
  type RowsAnswer,
} from '@/lib/contract/contract';
import { choiceOf, displayOrder, flagOf, textOf, treeIdsOf } from '@/lib/contract/fields';
import { ROLE_LIMITS } from '@/lib/rules/system-rules';
import type { DATA_SCOPE } from '@/lib/security/data-scope';
import type { WireRow } from '@/lib/contract/wire';
import type { TreeSelect } from '@/lib/tree-select';
import type { sysRole, sysUser } from '@/lib/backend/db/schema';

/** A role as the contract's SysRole: `flag` and the id lists only the reference's forms fill, and whether it is the super administrator's. */
export type RoleWire = WireRow<typeof sysRole.$inferSelect> & {
  flag: boolean;
  menuIds: null;
  deptIds: null;
  permissions: null;
  admin: boolean;
};

/** A user of a role's allocated and unallocated lists. */
export type RoleUserWire = WireRow<
  Pick<typeof sysUser.$inferSelect, 'userId' | 'deptId' | 'userName' | 'nickName' | 'email' | 'phonenumber' | 'status' | 'createTime'>
>;

/** The departments a role's custom data scope holds (`checkedKeys`) and the tree to pick them from. */
export type RoleDeptTree = { checkedKeys: number[]; depts: TreeSelect[] };

/**
 * The values of `sys_role.data_scope` (contract 3.2): 1 all, 2 custom departments, 3 own
 * department, 4 own department and below, 5 self only; each one of the server's `DATA_SCOPE`.
 */
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const satisfies readonly (typeof DATA_SCOPE)[keyof typeof DATA_SCOPE][];

/** The role form of `POST`/`PUT /system/role` (contract 5.2; limits of contract section 4). */
export const roleSchema = z.object({
  roleName: textOf('角色名称', ROLE_LIMITS.roleName),
  // The portal's own field: the stock RuoYi clients send none, and an edit of theirs keeps what is stored.
  roleEsName: textOf('英文名称', ROLE_LIMITS.roleEsName, { optional: true }).optional(),
  roleKey: textOf('权限字符', ROLE_LIMITS.roleKey),
  roleSort: displayOrder(),
  status: choiceOf(['0', '1'], '0', '角色状态只能是0或1'),
  menuIds: treeIdsOf('菜单'),
  menuCheckStrictly: flagOf('菜单树选择项是否关联显示'),
  deptCheckStrictly: flagOf('部门树选择项是否关联显示'),
  remark: textOf('备注', ROLE_LIMITS.remark, { optional: true }),
});

/** `PUT /system/role/changeStatus`: the new status alone (roleId is read beside it). */
export const roleStatusSchema = z.object({
  status: choiceOf(['0', '1'], undefined, '角色状态只能是0或1', '角色状态不能为空'),
});

/** `PUT /system/role/dataScope` (contract 3.2 values "1" to "5"; roleId is read beside it). */
export const dataScopeSchema = z.object({
  dataScope: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value === null || value === '' ? undefined : value),
    z
      .string({ error: (issue) => (issue.input === undefined ? '数据范围不能为空' : '数据范围只能是1到5') })
      .refine((value) => (DATA_SCOPES as readonly string[]).includes(value), '数据范围只能是1到5'),
  ),
  deptIds: treeIdsOf('部门'),
  deptCheckStrictly: flagOf('部门树选择项是否关联显示'),
});

/** The users of a role's allocated and unallocated lists. */
type RoleUsersAnswer = RowsAnswer<RoleUserWire>;

export const role = defineContracts(
  { title: '角色管理' },
  {
    // GET /system/role/authUser/allocatedList?roleId= – users holding the role, within the caller's user scope, paged
    authUserAllocatedList: {
      method: 'GET',
      path: '/system/role/authUser/allocatedList',
      access: can('system:role:list'),
      answer: typeOf<RoleUsersAnswer>(),
    },
    // GET /system/role/authUser/unallocatedList?roleId= – users not holding it, within the caller's user scope, paged
    authUserUnallocatedList: {
      method: 'GET',
      path: '/system/role/authUser/unallocatedList',
      access: can('system:role:list'),
      answer: typeOf<RoleUsersAnswer>(),
    },
    // PUT /system/role/authUser/cancel – JSON {userId, roleId}: takes the role from one user
    authUserCancel: { method: 'PUT', path: '/system/role/authUser/cancel', access: can('system:role:edit'), log: 'grant' },
    // PUT /system/role/authUser/cancelAll?roleId=&userIds=3,4 – takes the role from several users
    authUserCancelAll: { method: 'PUT', path: '/system/role/authUser/cancelAll', access: can('system:role:edit'), log: 'grant' },
    // PUT /system/role/authUser/selectAll?roleId=&userIds=3,4 – gives the role to several users
    authUserSelectAll: { method: 'PUT', path: '/system/role/authUser/selectAll', access: can('system:role:edit'), log: 'grant' },
    // list: roles within the caller's data scope, paged, by name, key, status and creation days
    // get: one role within the caller's scope
    // add: a new role with its menus (unique name and key); `data` is its roleId
    // edit: changes a role (not role 1) and replaces its menus
    // remove: comma-joined ids, all or none; role 1 and roles someone holds are refused
    ...crudContracts('/system/role', 'roleId', 'system:role', { row: typeOf<RoleWire>(), input: roleSchema }),
    // GET /system/role/export – the older flow: a temporary 角色数据.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/system/role/export', 'system:role:export'),
    // GET /system/role/optionselect – every role within the caller's scope, for pickers
    optionselect: {
      method: 'GET',
      path: '/system/role/optionselect',
      access: can('system:role:query'),
      answer: answerData<RoleWire[]>(),
    },
    // PUT /system/role/dataScope – a role's data scope and, for the custom scope, its departments
    dataScope: { method: 'PUT', path: '/system/role/dataScope', access: can('system:role:edit'), input: dataScopeSchema },
    // PUT /system/role/changeStatus – enables or disables a role (not role 1)
    changeStatus: { method: 'PUT', path: '/system/role/changeStatus', access: can('system:role:edit'), input: roleStatusSchema },
    // GET /system/role/deptTree/:roleId – the role's departments (checkedKeys) and the department tree (depts)
    deptTree: {
      method: 'GET',
      path: '/system/role/deptTree/:roleId',
      access: can('system:role:query'),
      answer: answerFields<RoleDeptTree>(),
    },
  },
);
