import type { Executor } from '@/lib/backend/db/client';
import { sysMenu } from '@/lib/backend/db/schema';
import { ORDER_PAGE_MENU_ID, menuSeeds } from './menus';

/**
 * Seed step 17: 订单管理 under member services, with its buttons. Money is the administrator's
 * until someone grants it: as on a new database, no other role gets the page. A database that
 * has it from step 1 changes nothing.
 */
export async function seedOrdersMenu(tx: Executor): Promise<void> {
  const entries = menuSeeds.filter((menu) => menu.menuId === ORDER_PAGE_MENU_ID || menu.parentId === ORDER_PAGE_MENU_ID);
  await tx
    .insert(sysMenu)
    .values(entries.map((entry) => ({ ...entry, createBy: 'admin' })))
    .onConflictDoNothing();
}
