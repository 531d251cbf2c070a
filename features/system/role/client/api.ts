import { role } from '@/features/system/role/contract';
import { menu } from '@/features/system/menu/contract';
import { request, type Envelope } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';
import type { TreeSelectNode } from '@/features/system/client/tree-select';
import type { UserEntry } from '@/features/system/user/client/api';

/** The role calls of the contract (section 5.2) with its fields (section 4, SysRole). */
export interface Role {
  roleId: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  /** 1 all, 2 custom departments, 3 own department, 4 own department and below, 5 self only (contract 3.2). */
  dataScope: string;
  menuCheckStrictly: boolean;
  deptCheckStrictly: boolean;
  status: string;
  remark: string | null;
  createTime: string;
}

export interface RoleInput {
  roleId?: number;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
  menuIds: number[];
  menuCheckStrictly: boolean;
  deptCheckStrictly: boolean;
  remark: string;
}

export interface DataScopeInput {
  roleId: number;
  dataScope: string;
  deptIds: number[];
  deptCheckStrictly: boolean;
}

/** A user as the role's allocated and unallocated lists give it. */
export type RoleUser = Pick<UserEntry, 'userId' | 'deptId' | 'userName' | 'nickName' | 'email' | 'phonenumber' | 'status' | 'createTime'>;

/** A role's tree: the nodes the caller may see and the ids the role holds among them. */
export interface CheckedTree {
  nodes: TreeSelectNode[];
  checkedKeys: number[];
}

/** Role 1 is the administrators' role: nobody edits, disables or deletes it (contract 3.1). */
export const ADMIN_ROLE_ID = 1;
export const DATA_SCOPES = ['1', '2', '3', '4', '5'] as const;
export const CUSTOM_DATA_SCOPE = '2';
export const ROLE_EXPORT_PATH = role.export.path;

type RoleList = Envelope & ListAnswer<Role>;
type UserList = Envelope & ListAnswer<RoleUser>;

export const listRole = (params: Filters) => request<RoleList>(role.list, { params });
export const getRole = (roleId: number) => request<Envelope & { data: Role }>(role.get, { path: { roleId } }).then((answer) => answer.data);
export const addRole = (data: RoleInput) => request(role.add, { data, silent: true });
export const updateRole = (data: RoleInput) => request(role.edit, { data, silent: true });
export const updateDataScope = (data: DataScopeInput) => request(role.dataScope, { data, silent: true });
export const changeRoleStatus = (roleId: number, status: string) => request(role.changeStatus, { data: { roleId, status } });
export const deleteRole = (roleIds: number[]) => request(role.remove, { path: { roleIds } });
export const roleOptions = () => request<Envelope & { data: Role[] }>(role.optionselect).then((answer) => answer.data);

export const allocatedUserList = (params: Filters) => request<UserList>(role.authUserAllocatedList, { params });
export const unallocatedUserList = (params: Filters) => request<UserList>(role.authUserUnallocatedList, { params });
export const cancelAuthUser = (userId: number, roleId: number) => request(role.authUserCancel, { data: { userId, roleId } });
// The reference client sends these two as query parameters with comma-joined ids (contract 1.6).
export const cancelAuthUsers = (roleId: number, userIds: number[]) =>
  request(role.authUserCancelAll, { params: { roleId, userIds: userIds.join(',') } });
export const selectAuthUsers = (roleId: number, userIds: number[]) =>
  request(role.authUserSelectAll, { params: { roleId, userIds: userIds.join(',') } });

export const roleDeptTree = (roleId: number) =>
  request<Envelope & { checkedKeys: number[]; depts: TreeSelectNode[] }>(role.deptTree, { path: { roleId } }).then(
    (answer): CheckedTree => ({ nodes: answer.depts ?? [], checkedKeys: answer.checkedKeys ?? [] }),
  );
export const roleMenuTree = (roleId: number) =>
  request<Envelope & { checkedKeys: number[]; menus: TreeSelectNode[] }>(menu.roleMenuTreeselect, { path: { roleId } }).then(
    (answer): CheckedTree => ({ nodes: answer.menus ?? [], checkedKeys: answer.checkedKeys ?? [] }),
  );
