import { exportRoute, xlsxResponse } from '../../export/export-route';
import { xlsxOf } from '../../export/xlsx';
import { textField } from '../../http/body';
import { ok, okData, table } from '../../http/envelope';
import { pageOf } from '../../http/paging';
import { idListParam, idParam, listParam } from '../../http/params';
import type { Route } from '../../http/router';
import { parseBody } from '../../http/schema';
import { deptFilterOf, deptTreeSelect } from './dept-service';
import { addUser, changeUserStatus, editUser, removeUsers, resetUserPassword } from './user-admin-service';
import { authRoleOf, userFormOf } from './user-detail-service';
import { importTemplateColumns, USER_SHEET_TITLE, userExportColumns } from './user-excel';
import { importUsers } from './user-import';
import { receiveImportRows } from './user-import-rows';
import { exportUsers, listUsers, userFilterOf, userOrderOf } from './user-list-service';
import { assignUserRoles } from './user-role-service';
import { resetPasswordSchema, userAddSchema, userEditSchema, userStatusSchema } from './user-schemas';

const userIdOf = (body: Record<string, unknown>) => idParam('userId', textField(body, 'userId', true));

/**
 * User management (contract 5.1); the profile calls of the signed-in user are in profile-routes.
 * Literal paths come before `/system/user/:userId`.
 */
export const userRoutes: Route[] = [
  // GET /system/user/list – paged users within the caller's data scope, never a password
  {
    method: 'GET',
    path: '/system/user/list',
    access: { permission: 'system:user:list' },
    handler: async (ctx) => {
      const { total, rows } = await listUsers(ctx.deps.db, ctx.requireUser(), userFilterOf(ctx.query), userOrderOf(ctx.query), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  // GET /system/user/export – a temporary 用户数据.xlsx for /common/download; POST – the workbook itself
  exportRoute('/system/user/export', 'system:user:export', async (ctx, filters) => ({
    title: USER_SHEET_TITLE,
    columns: userExportColumns,
    rows: await exportUsers(ctx.deps.db, ctx.requireUser(), userFilterOf(filters), userOrderOf(filters)),
  })),
  // POST /system/user/importTemplate – the empty import workbook, for any signed-in user
  {
    method: 'POST',
    path: '/system/user/importTemplate',
    access: 'user',
    answersFile: true,
    handler: async () => {
      return xlsxResponse(await xlsxOf(USER_SHEET_TITLE, importTemplateColumns, []), '用户导入模板.xlsx');
    },
  },
  // POST /system/user/importData?updateSupport=0|1 – multipart `file`: all rows or none; the report is in `msg`
  {
    method: 'POST',
    path: '/system/user/importData',
    access: { permission: 'system:user:import' },
    handler: async (ctx) => {
      const user = ctx.requireUser();
      const updateSupport = ['1', 'true'].includes((ctx.query.get('updateSupport') ?? '').trim().toLowerCase());
      const rows = await receiveImportRows(ctx.deps, ctx.request, user.userId);
      return ok({}, await importUsers(ctx.deps.db, user, rows, updateSupport));
    },
  },
  // GET /system/user/deptTree – the department picker of the user screen (TreeSelect), scoped
  {
    method: 'GET',
    path: '/system/user/deptTree',
    access: { permission: 'system:user:list' },
    handler: async (ctx) => okData(await deptTreeSelect(ctx.deps.db, ctx.requireUser(), 'system:user:list', deptFilterOf(ctx.query))),
  },
  // GET /system/user/authRole/:userId – the user and every role it may be given, flagged when held
  {
    method: 'GET',
    path: '/system/user/authRole/:userId',
    access: { permission: 'system:user:query' },
    handler: async (ctx) => ok(await authRoleOf(ctx.deps.db, ctx.requireUser(), idParam('userId', ctx.params.userId))),
  },
  // PUT /system/user/authRole?userId=&roleIds=1,2 – replaces a user's roles (query parameters, as the UI sends them)
  {
    method: 'PUT',
    path: '/system/user/authRole',
    access: { permission: 'system:user:edit' },
    handler: async (ctx) => {
      const userId = idParam('userId', ctx.query.get('userId'));
      const roleIds = idListParam('roleIds', listParam(ctx.query, 'roleIds'));
      await assignUserRoles(ctx.deps.db, ctx.requireUser(), userId, roleIds);
      return ok();
    },
  },
  // PUT /system/user/resetPwd – {userId, password}: a new password under the policy; the user's sessions end
  {
    method: 'PUT',
    path: '/system/user/resetPwd',
    access: { permission: 'system:user:resetPwd' },
    handler: async (ctx) => {
      const body = await ctx.body();
      await resetUserPassword(ctx.deps.db, ctx.requireUser(), userIdOf(body), parseBody(resetPasswordSchema, body).password);
      return ok();
    },
  },
  // PUT /system/user/changeStatus – {userId, status}: disabling ends the user's sessions
  {
    method: 'PUT',
    path: '/system/user/changeStatus',
    access: { permission: 'system:user:edit' },
    handler: async (ctx) => {
      const body = await ctx.body();
      await changeUserStatus(ctx.deps.db, ctx.requireUser(), userIdOf(body), parseBody(userStatusSchema, body).status);
      return ok();
    },
  },
  // GET /system/user/ – the roles a new user may be given
  {
    method: 'GET',
    path: '/system/user',
    access: { permission: 'system:user:query' },
    handler: async (ctx) => ok(await userFormOf(ctx.deps.db, ctx.requireUser(), null)),
  },
  // GET /system/user/:userId – the user (`data`), the ids of their roles and the roles they may be given
  {
    method: 'GET',
    path: '/system/user/:userId',
    access: { permission: 'system:user:query' },
    handler: async (ctx) => ok(await userFormOf(ctx.deps.db, ctx.requireUser(), idParam('userId', ctx.params.userId))),
  },
  // POST /system/user – a new user with roles; `data` is its userId
  {
    method: 'POST',
    path: '/system/user',
    access: { permission: 'system:user:add' },
    handler: async (ctx) => okData(await addUser(ctx.deps.db, ctx.requireUser(), parseBody(userAddSchema, await ctx.body()))),
  },
  // PUT /system/user – changes a user named by userId; the sign-in name and password stay
  {
    method: 'PUT',
    path: '/system/user',
    access: { permission: 'system:user:edit' },
    handler: async (ctx) => {
      const body = await ctx.body();
      await editUser(ctx.deps.db, ctx.requireUser(), userIdOf(body), parseBody(userEditSchema, body));
      return ok();
    },
  },
  // DELETE /system/user/:userIds – comma-joined ids, all or none; never oneself or user 1
  {
    method: 'DELETE',
    path: '/system/user/:userIds',
    access: { permission: 'system:user:remove' },
    handler: async (ctx) => {
      await removeUsers(ctx.deps.db, ctx.requireUser(), idListParam('userIds', ctx.params.userIds));
      return ok();
    },
  },
];
