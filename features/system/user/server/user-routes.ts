import { user } from '@/features/system/user/contract';
import { exportRoute, xlsxResponse } from '@/lib/backend/export/export-route';
import { xlsxOf } from '@/lib/backend/export/xlsx';
import { textField } from '@/lib/backend/http/body';
import { ok, okData } from '@/lib/backend/http/envelope';
import { idListParam, idParam, listParam } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { addRoute } from '@/lib/backend/http/row-routes';
import { parseBody } from '@/lib/backend/http/schema';
import { listRoute } from '@/lib/backend/http/table-list';
import { deptTreeSelect } from '@/features/system/dept/server';
import { addUser, changeUserStatus, editUser, removeUsers, resetUserPassword } from './user-admin-service';
import { authRoleOf, userFormOf, userFormOptionsOf } from './user-detail-service';
import { importTemplateColumns, USER_SHEET_TITLE, userExportColumns } from './user-excel';
import { importUsers } from './user-import';
import { receiveImportRows } from './user-import-rows';
import { exportUsers, listUsers } from './user-list-service';
import { assignUserRoles } from './user-role-service';

const userIdOf = (body: Record<string, unknown>) => idParam('userId', textField(body, 'userId', true));

/**
 * User management (contract 5.1); the profile calls of the signed-in user are in profile-routes.
 * Literal paths come before `/system/user/:userId`.
 */
export const userRoutes: Route[] = [
  listRoute(user.list, (ctx) => listUsers(ctx.deps.db, ctx.requireUser(), ctx.query)),
  exportRoute(user.export, async (ctx, filters) => ({
    title: USER_SHEET_TITLE,
    columns: userExportColumns,
    rows: await exportUsers(ctx.deps.db, ctx.requireUser(), filters),
  })),
  {
    contract: user.importTemplate,
    handler: async () => {
      return xlsxResponse(await xlsxOf(USER_SHEET_TITLE, importTemplateColumns, []), '用户导入模板.xlsx');
    },
  },
  {
    contract: user.importData,
    handler: async (ctx) => {
      const user = ctx.requireUser();
      const updateSupport = ['1', 'true'].includes((ctx.query.get('updateSupport') ?? '').trim().toLowerCase());
      const rows = await receiveImportRows(ctx.deps, ctx.request, user.userId);
      return ok({}, await importUsers(ctx.deps.db, user, rows, updateSupport));
    },
  },
  {
    contract: user.deptTree,
    handler: async (ctx) => okData(await deptTreeSelect(ctx.deps.db, ctx.requireUser(), 'system:user:list', ctx.query)),
  },
  {
    contract: user.getAuthRole,
    handler: async (ctx) => ok(await authRoleOf(ctx.deps.db, ctx.requireUser(), idParam('userId', ctx.params.userId))),
  },
  {
    contract: user.updateAuthRole,
    handler: async (ctx) => {
      const userId = idParam('userId', ctx.query.get('userId'));
      const roleIds = idListParam('roleIds', listParam(ctx.query, 'roleIds'));
      await assignUserRoles(ctx.deps.db, ctx.requireUser(), userId, roleIds);
      return ok();
    },
  },
  {
    contract: user.resetPwd,
    handler: async (ctx) => {
      const body = await ctx.body();
      await resetUserPassword(ctx.deps.db, ctx.requireUser(), userIdOf(body), parseBody(user.resetPwd.input, body).password);
      return ok();
    },
  },
  {
    contract: user.changeStatus,
    handler: async (ctx) => {
      const body = await ctx.body();
      await changeUserStatus(ctx.deps.db, ctx.requireUser(), userIdOf(body), parseBody(user.changeStatus.input, body).status);
      return ok();
    },
  },
  {
    contract: user.formOptions,
    handler: async (ctx) => ok(await userFormOptionsOf(ctx.deps.db, ctx.requireUser())),
  },
  {
    contract: user.get,
    handler: async (ctx) => ok(await userFormOf(ctx.deps.db, ctx.requireUser(), idParam('userId', ctx.params.userId))),
  },
  addRoute(user.add, addUser),
  {
    contract: user.edit,
    handler: async (ctx) => {
      const body = await ctx.body();
      await editUser(ctx.deps.db, ctx.requireUser(), userIdOf(body), parseBody(user.edit.input, body));
      return ok();
    },
  },
  {
    contract: user.remove,
    handler: async (ctx) => {
      await removeUsers(ctx.deps.db, ctx.requireUser(), idListParam('userIds', ctx.params.userIds));
      return ok();
    },
  },
];
