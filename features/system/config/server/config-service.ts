import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysConfig } from '@/features/system/tables';
import { CONFIG_KEYS } from '@/features/system/server/seed/configs';

export { CONFIG_KEYS };

/**
 * A configuration value by key, read from the database on each call so an administrator's
 * change applies at once on every instance. Missing keys answer ''.
 */
export async function getConfigValue(db: Executor, key: string): Promise<string> {
  const [row] = await db.select({ value: sysConfig.configValue }).from(sysConfig).where(eq(sysConfig.configKey, key));
  return row?.value ?? '';
}

/** Boolean entries: the reference counts an empty value as its default. */
export async function getConfigFlag(db: Executor, key: string, fallback: boolean): Promise<boolean> {
  const value = (await getConfigValue(db, key)).trim().toLowerCase();
  if (value === '') return fallback;
  return value === 'true';
}
