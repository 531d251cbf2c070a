import { inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysMenu, sysRoleMenu } from '@/lib/backend/db/schema';
import { menuSeeds } from './menus';

/**
 * Adds a menu entry a later release seeds to a database seeded before it (a new database has it
 * from step 1, and nothing changes), and grants it to every role holding one of `heldWith`, so
 * the roles that saw those pages see the entry too.
 */
export async function addSeededMenuEntry(tx: Executor, menuId: number, heldWith: number[]): Promise<void> {
  const entry = menuSeeds.find((menu) => menu.menuId === menuId)!;
  await tx
    .insert(sysMenu)
    .values({ ...entry, createBy: 'admin' })
    .onConflictDoNothing();
  const holders = await tx.selectDistinct({ roleId: sysRoleMenu.roleId }).from(sysRoleMenu).where(inArray(sysRoleMenu.menuId, heldWith));
  if (holders.length)
    await tx
      .insert(sysRoleMenu)
      .values(holders.map(({ roleId }) => ({ roleId, menuId })))
      .onConflictDoNothing();
}
