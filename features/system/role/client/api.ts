import { role } from '@/features/system/role/contract';
import { menu } from '@/features/system/menu';
import type { InputOf, RowOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';
import type { Filters } from '@/lib/http/list';
import type { RowInput } from '@/lib/http/row-calls';
import type { TreeSelectNode } from '@/lib/tree-select';

export { DATA_SCOPES } from '@/features/system/role/contract';

/** The role calls of the contract (section 5.2), typed by their contracts (SysRole of section 4). */
export type Role = RowOf<typeof role.list>;
export type RoleInput = RowInput<typeof role, 'roleId'>;
export type DataScopeInput = InputOf<typeof role.dataScope> & { roleId: number };

/** A user as the role's allocated and unallocated lists give it. */
export type RoleUser = RowOf<typeof role.authUserAllocatedList>;

/** A role's tree as its dialogs show it: the nodes the caller may see and the ids the role holds among them. */
export interface CheckedTree {
  nodes: TreeSelectNode[];
  checkedKeys: number[];
}

/** Role 1 is the administrators' role: nobody edits, disables or deletes it (contract 3.1). */
export const ADMIN_ROLE_ID = 1;
export const CUSTOM_DATA_SCOPE = '2';
export const ROLE_EXPORT_PATH = role.export.path;

export const listRole = (params: Filters) => request(role.list, { params });
export const getRole = (roleId: number) => request(role.get, { path: { roleId } }).then((answer) => answer.data);
export const addRole = (data: RoleInput) => request(role.add, { data, silent: true });
export const updateRole = (data: RoleInput) => request(role.edit, { data, silent: true });
export const updateDataScope = (data: DataScopeInput) => request(role.dataScope, { data, silent: true });
export const changeRoleStatus = (roleId: number, status: string) => request(role.changeStatus, { data: { roleId, status } });
export const deleteRole = (roleIds: number[]) => request(role.remove, { path: { roleIds } });
export const roleOptions = () => request(role.optionselect).then((answer) => answer.data);

export const allocatedUserList = (params: Filters) => request(role.authUserAllocatedList, { params });
export const unallocatedUserList = (params: Filters) => request(role.authUserUnallocatedList, { params });
export const cancelAuthUser = (userId: number, roleId: number) => request(role.authUserCancel, { data: { userId, roleId } });
// The reference client sends these two as query parameters with comma-joined ids (contract 1.6).
export const cancelAuthUsers = (roleId: number, userIds: number[]) =>
  request(role.authUserCancelAll, { params: { roleId, userIds: userIds.join(',') } });
export const selectAuthUsers = (roleId: number, userIds: number[]) =>
  request(role.authUserSelectAll, { params: { roleId, userIds: userIds.join(',') } });

export const roleDeptTree = (roleId: number) =>
  request(role.deptTree, { path: { roleId } }).then((answer): CheckedTree => ({
    nodes: answer.depts ?? [],
    checkedKeys: answer.checkedKeys ?? [],
  }));
export const roleMenuTree = (roleId: number) =>
  request(menu.roleMenuTreeselect, { path: { roleId } }).then((answer): CheckedTree => ({
    nodes: answer.menus ?? [],
    checkedKeys: answer.checkedKeys ?? [],
  }));
