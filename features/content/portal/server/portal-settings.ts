import { like } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysConfig } from '@/features/system/tables';

const PORTAL_PREFIX = 'portal.';

/**
 * The portal's public settings (footer contact block, upgrade notice): only the `portal.*`
 * config entries, so nothing else in config (such as the initial password) is ever public.
 */
export async function portalSettings(db: Executor): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: sysConfig.configKey, value: sysConfig.configValue })
    .from(sysConfig)
    .where(like(sysConfig.configKey, `${PORTAL_PREFIX}%`));
  return Object.fromEntries(rows.map((row) => [row.key.slice(PORTAL_PREFIX.length), row.value]));
}
