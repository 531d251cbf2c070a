/**
 * `npm run admin:password [-- --user NAME]`: sets a new password for the administrator (`admin`,
 * or the user named) when it is lost, on the database the portal uses (DATA_DIR's embedded one,
 * or DATABASE_URL). The password is typed without echo, or piped in (`… | npm run admin:password`),
 * never given as an argument, which `ps` shows to every account. It must pass the password rules
 * the portal applies (config `sys.account.chrtype`); it is stored hashed as every password is, the
 * account's lock-outs are lifted and its sessions end. On the embedded database the portal must be
 * stopped, as for a restore.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { connectDatabase, type Database } from '@/lib/backend/db/client';
import { sysUser } from '@/lib/backend/db/schema';
import { DatabaseStore } from '@/lib/backend/store/database-store';
import type { KeyValueStore } from '@/lib/backend/store/key-value-store';
import { RedisStore } from '@/lib/backend/store/redis-store';
import { readSecret } from '@/lib/cli/read-secret';
import { CommandError, runCommand } from '@/lib/cli/run-command';
import { loadRedisUrl, loadStorageConfig, type StorageConfig } from '@/lib/config';
import { revokeUserSessions } from '@/lib/security/sessions';
import { connectRedis } from '@/lib/server/redis';
import { forgetPasswordTries, hashPassword, passwordProblem } from '@/features/auth/server';
import { holdDataDir } from '@/features/backup/server';
import { CONFIG_KEYS, getConfigValue } from '@/features/system/config/server';

const USAGE = 'Usage: npm run admin:password [-- --user NAME]   (asks for the new password, or reads it from stdin)';
const DEFAULT_USER = 'admin';

/** Where the account's failed-try counts live while the portal runs: none to clear on the embedded database, which keeps them in the stopped portal's memory. */
function sharedStore(db: Database, storage: StorageConfig): { kv: KeyValueStore; close(): Promise<void> } | null {
  const redisUrl = loadRedisUrl();
  if (redisUrl) {
    const redis = connectRedis(redisUrl);
    return { kv: new RedisStore(redis), close: async () => void redis.disconnect() };
  }
  return storage.databaseUrl ? { kv: new DatabaseStore(db), close: async () => undefined } : null;
}

async function setPassword(db: Database, storage: StorageConfig, userName: string, password: string): Promise<void> {
  const [user] = await db
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
  if (!user) throw new CommandError(`There is no user ${userName}: name an existing one with --user NAME`);
  const chrtype = await getConfigValue(db, CONFIG_KEYS.chrtype);
  const problem = passwordProblem(password, chrtype);
  if (problem)
    throw new CommandError(
      `The password is refused: ${problem} (the portal's password rules, config sys.account.chrtype = ${chrtype || '0'})`,
    );
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ password: hash, pwdUpdateDate: new Date(), updateBy: 'admin:password', updateTime: new Date() })
      .where(eq(sysUser.userId, user.userId));
    // As after a reset in the back office: whoever was signed in with the old password is signed out.
    await revokeUserSessions(tx, user.userId);
  });
  const store = sharedStore(db, storage);
  try {
    if (store) await forgetPasswordTries(store.kv, userName);
  } finally {
    await store?.close();
  }
}

void runCommand(USAGE, async () => {
  const { values, positionals } = parseArgs({ options: { user: { type: 'string', default: DEFAULT_USER } }, allowPositionals: true });
  if (positionals.length > 0 || !values.user) return null;
  const storage = loadStorageConfig();
  if (!storage.databaseUrl && !fs.existsSync(storage.pgliteDir))
    throw new CommandError(`There is no portal database in ${storage.pgliteDir}: set DATA_DIR (or DATABASE_URL) as the portal has it`);
  // Before the password is asked for: a running portal on the embedded database is said at once.
  const hold = storage.databaseUrl ? null : await holdDataDir(storage.dataDir, `npm run admin:password (pid ${process.pid})`);
  try {
    const password = await readSecret(`New password for ${values.user}: `, { confirm: 'Once more: ' });
    if (password === null) throw new CommandError('The two passwords differ: nothing was changed.');
    const handle = connectDatabase({ databaseUrl: storage.databaseUrl, pgliteDir: storage.pgliteDir });
    try {
      await setPassword(handle.db, storage, values.user, password);
    } finally {
      await handle.close();
    }
  } finally {
    await hold?.release();
  }
  return `The password of ${values.user} is changed: sign in with it at /login (its lock-outs are lifted and its sessions ended).`;
});
