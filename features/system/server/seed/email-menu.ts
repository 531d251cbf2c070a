import type { Executor } from '@/lib/backend/db/client';
import { sysMenu } from '@/lib/backend/db/schema';
import { EMAIL_PAGE_MENU_ID, menuSeeds } from './menus';

/**
 * Seed step 19: 邮件记录 under 系统监控, with its test button (`system:email:test`). The
 * administrator's until someone grants it, as on a new database; a database that has it from
 * step 1 changes nothing.
 */
export async function seedEmailMenu(tx: Executor): Promise<void> {
  const entries = menuSeeds.filter((menu) => menu.menuId === EMAIL_PAGE_MENU_ID || menu.parentId === EMAIL_PAGE_MENU_ID);
  await tx
    .insert(sysMenu)
    .values(entries.map((entry) => ({ ...entry, createBy: 'admin' })))
    .onConflictDoNothing();
}
