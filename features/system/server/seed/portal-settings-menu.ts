import type { Executor } from '@/lib/backend/db/client';
import { addSeededMenuEntry } from './menu-entry';
import { PORTAL_SETTINGS_MENU_ID } from './menus';

/** The config screen's own menu, whose list permission the new entry carries too. */
const CONFIG_PAGE_MENU_ID = 106;

/**
 * Seed step 5: the content menu gained 网站设置, the config screen opened on the portal's own
 * entries (footer contact block, upgrade notice). An older database gets the entry, and every
 * role that may already list config sees it; on a new database step 1 added it and nothing changes.
 */
export async function seedPortalSettingsMenu(tx: Executor): Promise<void> {
  await addSeededMenuEntry(tx, PORTAL_SETTINGS_MENU_ID, [CONFIG_PAGE_MENU_ID]);
}
