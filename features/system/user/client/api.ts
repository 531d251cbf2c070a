import { user } from '@/features/system/user/contract';
import { request, type Envelope } from '@/lib/http/request';
import type { Filters, ListAnswer } from '@/lib/http/list';
import type { Role } from '@/features/system/role/client/api';
import type { TreeSelectNode } from '@/features/system/client/tree-select';

/** The user-management calls of the contract (5.1) with its SysUser and SysRole fields (section 4); this product has no posts. */
export interface UserEntry {
  userId: number;
  deptId: number | null;
  userName: string;
  nickName: string;
  email: string | null;
  phonenumber: string | null;
  sex: string | null;
  status: string;
  remark: string | null;
  createTime: string;
  dept: { deptId?: number; deptName: string; leader?: string | null } | null;
  admin: boolean;
}

/** A role a user may be given (the form's and the assign-roles screen's list). */
export type OfferedRole = Role & {
  /** In the assign-roles answer: whether the user holds the role. */
  flag: boolean;
};

export interface UserInput {
  userId?: number;
  deptId: number | null;
  /** Only when adding: the login name never changes afterwards. */
  userName?: string;
  /** Only when adding: editing never carries a password (contract 9, item 7). */
  password?: string;
  nickName: string;
  phonenumber: string;
  email: string;
  sex?: string;
  status: string;
  remark: string;
  roleIds: number[];
}

/** The roles a user form may offer (`GET /system/user/`). */
export interface UserFormOptions extends Envelope {
  roles: OfferedRole[];
}

export interface UserDetail extends UserFormOptions {
  data: UserEntry;
  roleIds: number[];
}

export const listUser = (params: Filters) => request<Envelope & ListAnswer<UserEntry>>(user.list, { params });
export const getUserFormOptions = () => request<UserFormOptions>(user.formOptions);
export const getUser = (userId: number) => request<UserDetail>(user.get, { path: { userId } });
export const addUser = (data: UserInput) => request(user.add, { data, silent: true });
export const updateUser = (data: UserInput) => request(user.edit, { data, silent: true });
export const deleteUser = (userIds: number[]) => request(user.remove, { path: { userIds } });
export const resetUserPwd = (userId: number, password: string) => request(user.resetPwd, { data: { userId, password }, silent: true });
export const changeUserStatus = (userId: number, status: string) => request(user.changeStatus, { data: { userId, status } });
export const getDeptTree = () => request<Envelope & { data: TreeSelectNode[] }>(user.deptTree).then((answer) => answer.data ?? []);

export const getAuthRole = (userId: number) =>
  request<Envelope & { user: UserEntry; roles: OfferedRole[] }>(user.getAuthRole, { path: { userId } });
/** The reference sends these as query parameters, the role ids comma-joined (contract 1.6). */
export const updateAuthRole = (userId: number, roleIds: number[]) =>
  request(user.updateAuthRole, { params: { userId, roleIds: roleIds.join(',') } });

/**
 * Uploads a workbook of users. The answer's `msg` is the import report (on success and, with
 * code 500, on failure), so the caller shows it rather than the request helper.
 */
export function importUsers(file: File, updateSupport: boolean) {
  const form = new FormData();
  form.append('file', file, file.name);
  return request(user.importData, { params: { updateSupport: updateSupport ? 1 : 0 }, data: form, silent: true });
}

export const USER_EXPORT_PATH = user.export.path;
export const USER_IMPORT_TEMPLATE_PATH = user.importTemplate.path;
export const INIT_PASSWORD_KEY = 'sys.user.initPassword';
/** The super administrator (contract 3.1): no row action applies to this user. */
export const SUPER_ADMIN_USER_ID = 1;
