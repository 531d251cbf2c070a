import { bigint, boolean, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Signed-in sessions. The token a client holds names a row here, so logout, a password change or
 * a disabled account end the session at once, on every instance sharing the database.
 */
export const sysUserSession = pgTable(
  'sys_user_session',
  {
    tokenId: varchar({ length: 64 }).primaryKey(),
    userId: bigint({ mode: 'number' }).notNull(),
    ipaddr: varchar({ length: 128 }).notNull().default(''),
    browser: varchar({ length: 50 }).notNull().default(''),
    os: varchar({ length: 50 }).notNull().default(''),
    loginTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expireTime: timestamp({ withTimezone: true }).notNull(),
    /** The admin's lock screen is up: the session may only unlock, sign out and draw that screen. */
    screenLocked: boolean().notNull().default(false),
    /**
     * When the user last proved who they are in this session: signed in, or unlocked the lock
     * screen with the password. Shortly after it, a sensitive change of their own account needs
     * no password again (lib/security/recent-sign-in.ts). Null for sessions older than the column.
     */
    authTime: timestamp({ withTimezone: true }),
  },
  (t) => [index('sys_user_session_user_id_idx').on(t.userId), index('sys_user_session_expire_idx').on(t.expireTime)],
);
/**
 * Short-lived shared values (captcha answers, failure counters) when several instances share
 * one PostgreSQL database; a single embedded instance keeps them in memory instead.
 */
export const sysKvEntry = pgTable(
  'sys_kv_entry',
  {
    key: varchar({ length: 200 }).primaryKey(),
    value: varchar({ length: 2000 }).notNull(),
    expireTime: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sys_kv_entry_expire_idx').on(t.expireTime)],
);
