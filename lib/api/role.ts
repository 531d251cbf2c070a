import { request, type Envelope } from '../request';
import type { Filters, ListAnswer } from './list';
import type { TreeSelectNode } from './tree-select';
import type { UserEntry } from './user';

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
export const ROLE_EXPORT_PATH = '/system/role/export';

type RoleList = Envelope & ListAnswer<Role>;
type UserList = Envelope & ListAnswer<RoleUser>;

export const listRole = (params: Filters) => request<RoleList>('/system/role/list', { params });
export const getRole = (roleId: number) => request<Envelope & { data: Role }>(`/system/role/${roleId}`).then((answer) => answer.data);
export const addRole = (data: RoleInput) => request('/system/role', { method: 'POST', data, silent: true });
export const updateRole = (data: RoleInput) => request('/system/role', { method: 'PUT', data, silent: true });
export const updateDataScope = (data: DataScopeInput) => request('/system/role/dataScope', { method: 'PUT', data, silent: true });
export const changeRoleStatus = (roleId: number, status: string) => request('/system/role/changeStatus', { method: 'PUT', data: { roleId, status } });
export const deleteRole = (roleIds: number[]) => request(`/system/role/${roleIds.join(',')}`, { method: 'DELETE' });
export const roleOptions = () => request<Envelope & { data: Role[] }>('/system/role/optionselect').then((answer) => answer.data);

export const allocatedUserList = (params: Filters) => request<UserList>('/system/role/authUser/allocatedList', { params });
export const unallocatedUserList = (params: Filters) => request<UserList>('/system/role/authUser/unallocatedList', { params });
export const cancelAuthUser = (userId: number, roleId: number) => request('/system/role/authUser/cancel', { method: 'PUT', data: { userId, roleId } });
// The reference client sends these two as query parameters with comma-joined ids (contract 1.6).
export const cancelAuthUsers = (roleId: number, userIds: number[]) => request('/system/role/authUser/cancelAll', { method: 'PUT', params: { roleId, userIds: userIds.join(',') } });
export const selectAuthUsers = (roleId: number, userIds: number[]) => request('/system/role/authUser/selectAll', { method: 'PUT', params: { roleId, userIds: userIds.join(',') } });

export const roleDeptTree = (roleId: number) =>
  request<Envelope & { checkedKeys: number[]; depts: TreeSelectNode[] }>(`/system/role/deptTree/${roleId}`).then((answer): CheckedTree => ({ nodes: answer.depts ?? [], checkedKeys: answer.checkedKeys ?? [] }));
export const roleMenuTree = (roleId: number) =>
  request<Envelope & { checkedKeys: number[]; menus: TreeSelectNode[] }>(`/system/menu/roleMenuTreeselect/${roleId}`).then((answer): CheckedTree => ({ nodes: answer.menus ?? [], checkedKeys: answer.checkedKeys ?? [] }));
