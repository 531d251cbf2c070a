import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysMenu } from '@/lib/backend/db/schema';
import { addSeededMenuEntry } from './menu-entry';
import { MEMBER_SERVICE_PAGE_IDS, MEMBER_SERVICES_MENU_ID, menuSeeds } from './menus';

const CONTENT_MENU_ID = 4;

/**
 * Seed step 4: the admin menu gained a "member services" directory for applications, activities
 * and declarations, which the first release kept under content. A database seeded by that
 * release gets the directory and the pages move into it unless an administrator moved them; on
 * a new database step 1 already did all this and nothing changes.
 */
export async function seedMemberServicesMenu(tx: Executor): Promise<void> {
  // Every role holding one of those pages keeps seeing it: the directory comes with the pages.
  await addSeededMenuEntry(tx, MEMBER_SERVICES_MENU_ID, MEMBER_SERVICE_PAGE_IDS);
  await tx
    .update(sysMenu)
    .set({ parentId: MEMBER_SERVICES_MENU_ID, updateBy: 'admin', updateTime: sql`now()` })
    .where(and(inArray(sysMenu.menuId, MEMBER_SERVICE_PAGE_IDS), eq(sysMenu.parentId, CONTENT_MENU_ID)));
  // The directories after it move down one place, unless an administrator ordered them already.
  for (const { menuId, orderNum } of menuSeeds.filter(
    (menu) => menu.parentId === 0 && menu.menuId !== CONTENT_MENU_ID && menu.menuId !== MEMBER_SERVICES_MENU_ID,
  )) {
    await tx
      .update(sysMenu)
      .set({ orderNum })
      .where(and(eq(sysMenu.menuId, menuId!), eq(sysMenu.orderNum, orderNum! - 1)));
  }
}
