import { role } from '@/features/system/role/contract';
import { exportRoute } from '@/lib/backend/export/export-route';
import { STATUS_LABELS, type ExportColumn } from '@/lib/backend/export/xlsx';
import { textField } from '@/lib/backend/http/body';
import { ok, okData } from '@/lib/backend/http/envelope';
import { idListParam, idParam } from '@/lib/backend/http/params';
import { parseBody } from '@/lib/backend/http/schema';
import type { Route } from '@/lib/backend/http/router';
import { addRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import type { RequestContext } from '@/lib/backend/http/context';
import { DATA_SCOPE } from '@/lib/security/data-scope';
import { roleAuthUserRoutes } from './role-auth-user-routes';
import { assignDataScope, roleDeptTree } from './role-data-scope-service';
import type { SysRoleRow } from '@/features/system/server/role-guard';
import { addRole, changeRoleStatus, editRole, exportableRoles, getRole, listRoles, removeRoles, roleOptions } from './role-admin-service';

/** The export's words for `data_scope` (contract 3.2), as the reference's Excel annotation reads them. */
const DATA_SCOPE_LABELS: Record<string, string> = {
  [DATA_SCOPE.all]: '全部数据权限',
  [DATA_SCOPE.custom]: '自定数据权限',
  [DATA_SCOPE.ownDept]: '本部门数据权限',
  [DATA_SCOPE.ownDeptAndBelow]: '本部门及以下数据权限',
  [DATA_SCOPE.self]: '仅本人数据权限',
};

const exportColumns: ExportColumn<SysRoleRow>[] = [
  { header: '角色序号', value: (row) => row.roleId },
  { header: '角色名称', value: (row) => row.roleName, width: 20 },
  { header: '角色权限', value: (row) => row.roleKey, width: 20 },
  { header: '角色排序', value: (row) => row.roleSort },
  { header: '数据范围', value: (row) => DATA_SCOPE_LABELS[row.dataScope] ?? row.dataScope, width: 24 },
  { header: '角色状态', value: (row) => STATUS_LABELS[row.status] ?? row.status },
];

/** The roleId of a JSON body (PUT forms), as the reference reads it: required, a number. */
async function bodyWithRoleId(ctx: RequestContext): Promise<{ roleId: number; body: Record<string, unknown> }> {
  const body = await ctx.body();
  return { roleId: idParam('roleId', textField(body, 'roleId', true)), body };
}

/** Role management (contract 5.2). Literal paths come before `/system/role/:roleId`. */
export const roleRoutes: Route[] = [
  listRoute(role.list, (ctx) => listRoles(ctx.deps.db, ctx.requireUser(), ctx.query)),
  exportRoute(role.export, async (ctx, filters) => ({
    title: '角色数据',
    columns: exportColumns,
    rows: await exportableRoles(ctx.deps.db, ctx.requireUser(), filters),
  })),
  {
    contract: role.optionselect,
    handler: async (ctx) => okData(await roleOptions(ctx.deps.db, ctx.requireUser())),
  },
  {
    contract: role.dataScope,
    handler: async (ctx) => {
      const { roleId, body } = await bodyWithRoleId(ctx);
      await assignDataScope(ctx.deps.db, ctx.requireUser(), roleId, parseBody(role.dataScope.input, body));
      return ok();
    },
  },
  {
    contract: role.changeStatus,
    handler: async (ctx) => {
      const { roleId, body } = await bodyWithRoleId(ctx);
      await changeRoleStatus(ctx.deps.db, ctx.requireUser(), roleId, parseBody(role.changeStatus.input, body).status);
      return ok();
    },
  },
  ...roleAuthUserRoutes,
  {
    contract: role.deptTree,
    handler: async (ctx) => ok(await roleDeptTree(ctx.deps.db, ctx.requireUser(), idParam('roleId', ctx.params.roleId))),
  },
  {
    contract: role.get,
    handler: async (ctx) => okData(await getRole(ctx.deps.db, ctx.requireUser(), idParam('roleId', ctx.params.roleId))),
  },
  addRoute(role.add, addRole),
  {
    contract: role.edit,
    handler: async (ctx) => {
      const { roleId, body } = await bodyWithRoleId(ctx);
      await editRole(ctx.deps.db, ctx.requireUser(), roleId, parseBody(role.edit.input, body));
      return ok();
    },
  },
  {
    contract: role.remove,
    handler: async (ctx) => {
      await removeRoles(ctx.deps.db, ctx.requireUser(), idListParam('roleIds', ctx.params.roleIds));
      return ok();
    },
  },
];
