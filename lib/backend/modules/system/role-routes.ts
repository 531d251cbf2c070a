import { exportRoute } from '../../export/export-route';
import { STATUS_LABELS, type ExportColumn } from '../../export/xlsx';
import { textField } from '../../http/body';
import { ok, okData, table } from '../../http/envelope';
import { pageOf } from '../../http/paging';
import { idListParam, idParam } from '../../http/params';
import { parseBody } from '../../http/schema';
import type { Route } from '../../http/router';
import type { RequestContext } from '../../http/context';
import { DATA_SCOPE } from './data-scope';
import { roleAuthUserRoutes } from './role-auth-user-routes';
import { assignDataScope, roleDeptTree } from './role-data-scope-service';
import type { SysRoleRow } from './role-guard';
import { exportableRoles, getRole, listRoles, roleFilterOf, roleOptions, roleOrderOf } from './role-query-service';
import { dataScopeSchema, roleSchema, roleStatusSchema } from './role-schemas';
import { addRole, changeRoleStatus, editRole, removeRoles } from './role-service';

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
  // GET /system/role/list – roles within the caller's data scope, paged, by name, key, status and creation days
  {
    method: 'GET',
    path: '/system/role/list',
    access: { permission: 'system:role:list' },
    handler: async (ctx) => {
      const { total, rows } = await listRoles(ctx.deps.db, ctx.requireUser(), roleFilterOf(ctx.query), roleOrderOf(ctx.query), pageOf(ctx.query));
      return table(rows, total);
    },
  },
  // GET /system/role/export – the older flow: a temporary 角色数据.xlsx for /common/download; POST – the workbook itself
  exportRoute('/system/role/export', 'system:role:export', async (ctx, filters) => ({
    title: '角色数据',
    columns: exportColumns,
    rows: await exportableRoles(ctx.deps.db, ctx.requireUser(), roleFilterOf(filters), roleOrderOf(filters)),
  })),
  // GET /system/role/optionselect – every role within the caller's scope, for pickers
  {
    method: 'GET',
    path: '/system/role/optionselect',
    access: { permission: 'system:role:query' },
    handler: async (ctx) => okData(await roleOptions(ctx.deps.db, ctx.requireUser())),
  },
  // PUT /system/role/dataScope – a role's data scope and, for the custom scope, its departments
  {
    method: 'PUT',
    path: '/system/role/dataScope',
    access: { permission: 'system:role:edit' },
    handler: async (ctx) => {
      const { roleId, body } = await bodyWithRoleId(ctx);
      await assignDataScope(ctx.deps.db, ctx.requireUser(), roleId, parseBody(dataScopeSchema, body));
      return ok();
    },
  },
  // PUT /system/role/changeStatus – enables or disables a role (not role 1)
  {
    method: 'PUT',
    path: '/system/role/changeStatus',
    access: { permission: 'system:role:edit' },
    handler: async (ctx) => {
      const { roleId, body } = await bodyWithRoleId(ctx);
      await changeRoleStatus(ctx.deps.db, ctx.requireUser(), roleId, parseBody(roleStatusSchema, body).status);
      return ok();
    },
  },
  ...roleAuthUserRoutes,
  // GET /system/role/deptTree/:roleId – the role's departments (checkedKeys) and the department tree (depts)
  {
    method: 'GET',
    path: '/system/role/deptTree/:roleId',
    access: { permission: 'system:role:query' },
    handler: async (ctx) => ok(await roleDeptTree(ctx.deps.db, ctx.requireUser(), idParam('roleId', ctx.params.roleId))),
  },
  // GET /system/role/:roleId – one role within the caller's scope
  {
    method: 'GET',
    path: '/system/role/:roleId',
    access: { permission: 'system:role:query' },
    handler: async (ctx) => okData(await getRole(ctx.deps.db, ctx.requireUser(), idParam('roleId', ctx.params.roleId))),
  },
  // POST /system/role – a new role with its menus (unique name and key); `data` is its roleId
  {
    method: 'POST',
    path: '/system/role',
    access: { permission: 'system:role:add' },
    handler: async (ctx) => okData(await addRole(ctx.deps.db, ctx.requireUser(), parseBody(roleSchema, await ctx.body()))),
  },
  // PUT /system/role – changes a role (not role 1) and replaces its menus
  {
    method: 'PUT',
    path: '/system/role',
    access: { permission: 'system:role:edit' },
    handler: async (ctx) => {
      const { roleId, body } = await bodyWithRoleId(ctx);
      await editRole(ctx.deps.db, ctx.requireUser(), roleId, parseBody(roleSchema, body));
      return ok();
    },
  },
  // DELETE /system/role/:roleIds – comma-joined ids, all or none; role 1 and roles someone holds are refused
  {
    method: 'DELETE',
    path: '/system/role/:roleIds',
    access: { permission: 'system:role:remove' },
    handler: async (ctx) => {
      await removeRoles(ctx.deps.db, ctx.requireUser(), idListParam('roleIds', ctx.params.roleIds));
      return ok();
    },
  },
];
