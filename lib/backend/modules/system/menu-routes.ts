import { textField } from '../../http/body';
import { ok, okData } from '../../http/envelope';
import { idParam } from '../../http/params';
import { parseBody } from '../../http/schema';
import type { Route } from '../../http/router';
import { addMenu, editMenu, getMenu, listMenus, menuFilterOf, menuOrderOf, removeMenu, sortMenus } from './menu-admin-service';
import { menuSchema, menuSortSchema } from './menu-schema';
import { menuTreeSelect, roleMenuTree } from './menu-tree-service';

/** Menu management (contract 5.3). getRouters (menu-service) reads the same table on every call. */
export const menuRoutes: Route[] = [
  // GET /system/menu/list – the caller's menus, flat, ordered by parent and order number
  {
    method: 'GET',
    path: '/system/menu/list',
    access: { permission: 'system:menu:list' },
    handler: async (ctx) => okData(await listMenus(ctx.deps.db, ctx.requireUser(), menuFilterOf(ctx.query), menuOrderOf(ctx.query))),
  },
  // GET /system/menu/treeselect – the caller's menus as a TreeSelect tree (the role form's picker)
  {
    method: 'GET',
    path: '/system/menu/treeselect',
    access: 'user',
    handler: async (ctx) => okData(await menuTreeSelect(ctx.deps.db, ctx.requireUser(), menuFilterOf(ctx.query))),
  },
  // GET /system/menu/roleMenuTreeselect/:roleId – a role's menus (checkedKeys) and the caller's menu tree (menus)
  {
    method: 'GET',
    path: '/system/menu/roleMenuTreeselect/:roleId',
    access: 'user',
    handler: async (ctx) => ok(await roleMenuTree(ctx.deps.db, ctx.requireUser(), idParam('roleId', ctx.params.roleId))),
  },
  // PUT /system/menu/updateSort – JSON {menuIds: "1,2", orderNums: "3,4"}: new order numbers, pairwise
  {
    method: 'PUT',
    path: '/system/menu/updateSort',
    access: { permission: 'system:menu:edit' },
    handler: async (ctx) => {
      const { menuIds, orderNums } = parseBody(menuSortSchema, await ctx.body());
      await sortMenus(ctx.deps.db, ctx.requireUser(), menuIds, orderNums);
      return ok();
    },
  },
  // GET /system/menu/:menuId – one menu
  {
    method: 'GET',
    path: '/system/menu/:menuId',
    access: { permission: 'system:menu:query' },
    handler: async (ctx) => okData(await getMenu(ctx.deps.db, idParam('menuId', ctx.params.menuId))),
  },
  // POST /system/menu – a new menu (unique name under its parent, unique route); `data` is its menuId
  {
    method: 'POST',
    path: '/system/menu',
    access: { permission: 'system:menu:add' },
    handler: async (ctx) => okData(await addMenu(ctx.deps.db, ctx.requireUser(), parseBody(menuSchema, await ctx.body()))),
  },
  // PUT /system/menu – changes a menu named by menuId
  {
    method: 'PUT',
    path: '/system/menu',
    access: { permission: 'system:menu:edit' },
    handler: async (ctx) => {
      const body = await ctx.body();
      const menuId = idParam('menuId', textField(body, 'menuId', true));
      await editMenu(ctx.deps.db, ctx.requireUser(), menuId, parseBody(menuSchema, body));
      return ok();
    },
  },
  // DELETE /system/menu/:menuId – removes a menu without children or roles (601 warnings otherwise)
  {
    method: 'DELETE',
    path: '/system/menu/:menuId',
    access: { permission: 'system:menu:remove' },
    handler: async (ctx) => {
      await removeMenu(ctx.deps.db, idParam('menuId', ctx.params.menuId));
      return ok();
    },
  },
];
