import { sysMenu } from '@/lib/backend/db/schema';
import { isHttpAddress } from '@/features/system/menu/server';
import { auditOf, keepPortalRow, ownRows, parentsFirst, syncRows, text, textOrNull, type ImportContext } from '../row-sync';
import type { SourceRow } from '../source-tables';

type PortalMenu = Pick<typeof sysMenu.$inferSelect, 'menuId' | 'parentId' | 'menuType' | 'path' | 'component' | 'perms'>;

/** A menu that opens an http(s) address (outside the admin, or framed in it): it needs no page here. */
export const isLink = (row: SourceRow) => isHttpAddress(text(row.path, 200));

/**
 * Which of the portal's menus a RuoYi menu is: a button by its permission, a page by its component
 * with the same permission (then by path, where several share both: 参数设置 and 网站设置), a
 * directory by its path under the same parent. The portal's menu rows stay as they are; only roles' grants follow.
 */
export function matchMenu(row: SourceRow, parentId: number | null, menus: PortalMenu[]): number | null {
  const perms = text(row.perms, 100);
  const component = text(row.component, 255);
  const routePath = text(row.path, 200);
  const best = (candidates: PortalMenu[], ...preferences: ((menu: PortalMenu) => boolean)[]) => {
    let pool = candidates;
    for (const prefer of preferences) {
      const preferred = pool.filter(prefer);
      if (preferred.length) pool = preferred;
    }
    return pool[0]?.menuId ?? null;
  };
  switch (text(row.menu_type, 1)) {
    case 'F':
      return perms
        ? best(
            menus.filter((menu) => menu.menuType === 'F' && menu.perms === perms),
            (menu) => menu.parentId === parentId,
          )
        : null;
    case 'C': {
      const pages = menus.filter((menu) => menu.menuType === 'C');
      // The same screen under another permission would grant what the role never had.
      const byComponent = component ? pages.filter((menu) => menu.component === component && (!perms || menu.perms === perms)) : [];
      if (byComponent.length) return best(byComponent, (menu) => menu.path === routePath);
      return perms ? best(pages.filter((menu) => menu.perms === perms && menu.path === routePath)) : null;
    }
    case 'M':
      return best(menus.filter((menu) => menu.menuType === 'M' && menu.path === routePath && menu.parentId === (parentId ?? 0)));
    default:
      return null;
  }
}

/**
 * Menus, mapped onto the portal's own (matchMenu). A link to an outside address comes over as it
 * is, under its mapped parent; any other menu without a counterpart here is skipped with a note
 * naming its page, since the portal has no screen to open for it.
 */
export async function importMenus(ctx: ImportContext, rows: SourceRow[]): Promise<void> {
  const menus = await ctx.tx
    .select({
      menuId: sysMenu.menuId,
      parentId: sysMenu.parentId,
      menuType: sysMenu.menuType,
      path: sysMenu.path,
      component: sysMenu.component,
      perms: sysMenu.perms,
    })
    .from(sysMenu);
  const parentOf = (row: SourceRow) => (Number(row.parent_id ?? 0) === 0 ? 0 : ctx.idOf('sys_menu', row.parent_id));
  const values = (row: SourceRow) => ({
    menuName: text(row.menu_name, 50),
    parentId: parentOf(row) ?? 0,
    orderNum: Number(row.order_num ?? 0),
    path: text(row.path, 200),
    component: textOrNull(row.component, 255),
    query: textOrNull(row.query, 255),
    routeName: text(row.route_name, 50),
    isFrame: String(row.is_frame ?? '1').slice(0, 1),
    isCache: String(row.is_cache ?? '0').slice(0, 1),
    menuType: text(row.menu_type, 1),
    visible: String(row.visible ?? '0').slice(0, 1),
    status: String(row.status ?? '0').slice(0, 1),
    perms: textOrNull(row.perms, 100),
    icon: text(row.icon, 100) || '#',
    ...auditOf(row, ctx.now),
    remark: textOrNull(row.remark, 500),
  });
  await syncRows(
    ctx,
    {
      ...ownRows(ctx, { table: sysMenu, id: sysMenu.menuId }, 'menu_name', values),
      skip(row) {
        if (isLink(row) || matchMenu(row, parentOf(row), menus) !== null) return null;
        const what =
          [text(row.component, 255), text(row.perms, 100)].filter(Boolean).join(', ') || `path ${text(row.path, 200) || '(none)'}`;
        return `this portal has no such ${{ M: 'directory', C: 'page', F: 'button' }[text(row.menu_type, 1)] ?? 'menu'} (${what}); not imported, nor granted`;
      },
      match: async (row) => (isLink(row) ? null : matchMenu(row, parentOf(row), menus)),
      merge: keepPortalRow,
    },
    parentsFirst(rows, 'menu_id', 'parent_id'),
  );
}
