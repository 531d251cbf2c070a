import { user } from '@/features/system/user/contract';
import type { AnswerOf, InputOf, RowOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';
import type { Filters } from '@/lib/http/list';

/** The user-management calls of the contract (5.1), typed by their contracts (SysUser, SysRole of section 4); this product has no posts. */
export type UserEntry = RowOf<typeof user.list>;

/** A role a user may be given (the form's and the assign-roles screen's list); `flag` marks the roles the user holds. */
export type OfferedRole = AnswerOf<typeof user.formOptions>['roles'][number];
/** A post the user form offers (every post). */
export type OfferedPost = AnswerOf<typeof user.formOptions>['posts'][number];

/**
 * What the user form sends: a new user (with the sign-in name and the password), or the fields of
 * the user named by `userId`, which never carry those (contract 9, item 7).
 */
export type UserInput = (InputOf<typeof user.add> | InputOf<typeof user.edit>) & { userId?: number };

/** The roles a user form may offer (`GET /system/user/`). */
export type UserFormOptions = AnswerOf<typeof user.formOptions>;
export type UserDetail = AnswerOf<typeof user.get>;

export const listUser = (params: Filters) => request(user.list, { params });
export const getUserFormOptions = () => request(user.formOptions);
export const getUser = (userId: number) => request(user.get, { path: { userId } });
export const addUser = (data: UserInput) => request(user.add, { data, silent: true });
export const updateUser = (data: UserInput) => request(user.edit, { data, silent: true });
export const deleteUser = (userIds: number[]) => request(user.remove, { path: { userIds } });
export const resetUserPwd = (userId: number, password: string) => request(user.resetPwd, { data: { userId, password }, silent: true });
export const changeUserStatus = (userId: number, status: string) => request(user.changeStatus, { data: { userId, status } });
export const getDeptTree = () => request(user.deptTree).then((answer) => answer.data ?? []);

export const getAuthRole = (userId: number) => request(user.getAuthRole, { path: { userId } });
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
