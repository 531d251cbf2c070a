import type { Executor } from '@/lib/backend/db/client';
import { addSeededMenuEntry } from './menu-entry';
import { CACHE_LIST_MENU_ID, CACHE_MONITOR_MENU_ID, SERVER_MONITOR_MENU_ID } from './menus';

/** The online users page: whoever may see (and end) sessions sees the server and the caches. */
const ONLINE_PAGE_MENU_ID = 109;

/**
 * Seed step 8: the server monitor (服务监控) and the cache monitor and list (缓存监控, 缓存列表)
 * under system monitoring, for every role that holds the online users page. A new database has
 * them from step 1, and nothing changes.
 */
export async function seedMonitorsMenu(tx: Executor): Promise<void> {
  for (const menuId of [SERVER_MONITOR_MENU_ID, CACHE_MONITOR_MENU_ID, CACHE_LIST_MENU_ID])
    await addSeededMenuEntry(tx, menuId, [ONLINE_PAGE_MENU_ID]);
}
