import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysMenu, sysRole, sysRoleMenu, sysUserRole } from '@/lib/backend/db/schema';
import type { LoginUser } from '@/lib/security/caller';
import { isSuperAdmin } from '@/lib/security/authorities';
import { buildRouters, type RouterVo } from './menu-routers';

const routerColumns = {
  menuId: sysMenu.menuId,
  parentId: sysMenu.parentId,
  menuName: sysMenu.menuName,
  menuEsName: sysMenu.menuEsName,
  path: sysMenu.path,
  component: sysMenu.component,
  query: sysMenu.query,
  routeName: sysMenu.routeName,
  isFrame: sysMenu.isFrame,
  isCache: sysMenu.isCache,
  menuType: sysMenu.menuType,
  visible: sysMenu.visible,
  icon: sysMenu.icon,
  orderNum: sysMenu.orderNum,
};

/**
 * The route tree a user may see: enabled directories and pages (never buttons), all of them for
 * the super administrator, else those of the user's enabled roles.
 */
export async function routersForUser(db: Executor, user: LoginUser): Promise<RouterVo[]> {
  const pagesAndDirectories = and(inArray(sysMenu.menuType, ['M', 'C']), eq(sysMenu.status, '0'));
  const order = [asc(sysMenu.parentId), asc(sysMenu.orderNum)];
  const menus = isSuperAdmin(user.userId)
    ? await db
        .select(routerColumns)
        .from(sysMenu)
        .where(pagesAndDirectories)
        .orderBy(...order)
    : await db
        .selectDistinct(routerColumns)
        .from(sysMenu)
        .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.menuId))
        .innerJoin(sysRole, and(eq(sysRole.roleId, sysRoleMenu.roleId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))
        .innerJoin(sysUserRole, and(eq(sysUserRole.roleId, sysRole.roleId), eq(sysUserRole.userId, user.userId)))
        .where(pagesAndDirectories)
        .orderBy(...order);
  return buildRouters(menus);
}
