import { menu } from '@/features/system/menu/contract';
import { ok, okData } from '@/lib/backend/http/envelope';
import { idParam } from '@/lib/backend/http/params';
import { parseBody } from '@/lib/backend/http/schema';
import type { Route } from '@/lib/backend/http/router';
import { addRoute, editRoute, getRoute } from '@/lib/backend/http/row-routes';
import { addMenu, editMenu, getMenu, listMenus, removeMenu, sortMenus } from './menu-admin-service';
import { menuTreeSelect, roleMenuTree } from './menu-tree-service';

/** Menu management (contract 5.3). getRouters (menu-service) reads the same table on every call. */
export const menuRoutes: Route[] = [
  {
    contract: menu.list,
    handler: async (ctx) => okData(await listMenus(ctx.deps.db, ctx.requireUser(), ctx.query)),
  },
  {
    contract: menu.treeselect,
    handler: async (ctx) => okData(await menuTreeSelect(ctx.deps.db, ctx.requireUser(), ctx.query)),
  },
  {
    contract: menu.roleMenuTreeselect,
    handler: async (ctx) => ok(await roleMenuTree(ctx.deps.db, ctx.requireUser(), idParam('roleId', ctx.params.roleId))),
  },
  {
    contract: menu.updateSort,
    handler: async (ctx) => {
      const { menuIds, orderNums } = parseBody(menu.updateSort.input, await ctx.body());
      await sortMenus(ctx.deps.db, ctx.requireUser(), menuIds, orderNums);
      return ok();
    },
  },
  getRoute(menu.get, 'menuId', getMenu),
  addRoute(menu.add, addMenu),
  editRoute(menu.edit, 'menuId', editMenu),
  {
    contract: menu.remove,
    handler: async (ctx) => {
      await removeMenu(ctx.deps.db, idParam('menuId', ctx.params.menuId));
      return ok();
    },
  },
];
