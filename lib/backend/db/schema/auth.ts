import { bigint, boolean, char, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { flag } from './audit';

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
  },
  (t) => [index('sys_user_session_user_id_idx').on(t.userId), index('sys_user_session_expire_idx').on(t.expireTime)],
);

/** The contract's login log: every sign-in attempt, successful or not, and every logout. */
export const sysLogininfor = pgTable(
  'sys_logininfor',
  {
    infoId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userName: varchar({ length: 50 }).notNull().default(''),
    ipaddr: varchar({ length: 128 }).notNull().default(''),
    loginLocation: varchar({ length: 255 }).notNull().default(''),
    browser: varchar({ length: 50 }).notNull().default(''),
    os: varchar({ length: 50 }).notNull().default(''),
    status: flag('0'),
    msg: varchar({ length: 255 }).notNull().default(''),
    loginTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_logininfor_status_idx').on(t.status), index('sys_logininfor_login_time_idx').on(t.loginTime)],
);

/**
 * One SMS verification code: only its hash is kept, it works for one phone and scene, once,
 * and dies after too many wrong tries.
 */
export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    phone: varchar({ length: 11 }).notNull(),
    scene: varchar({ length: 16 }).notNull(),
    codeHash: varchar({ length: 64 }).notNull(),
    failedAttempts: integer().notNull().default(0),
    usedTime: timestamp({ withTimezone: true }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expireTime: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('sys_sms_code_phone_scene_idx').on(t.phone, t.scene)],
);

/**
 * Every text message the portal sent or tried to send, with the provider that took it, its
 * message id there and the outcome (sys_common_status: 0 delivered to the provider, 1 refused).
 * With the default provider (`outbox`) this table is the delivery: the office reads codes here.
 */
export const sysSmsOutbox = pgTable(
  'sys_sms_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    phone: varchar({ length: 11 }).notNull(),
    scene: varchar({ length: 16 }).notNull(),
    content: varchar({ length: 500 }).notNull(),
    ipaddr: varchar({ length: 128 }).notNull().default(''),
    provider: varchar({ length: 16 }).notNull().default('outbox'),
    messageId: varchar({ length: 64 }).notNull().default(''),
    status: char({ length: 1 }).notNull().default('0'),
    error: varchar({ length: 255 }).notNull().default(''),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_sms_outbox_phone_time_idx').on(t.phone, t.createTime), index('sys_sms_outbox_ip_time_idx').on(t.ipaddr, t.createTime)],
);

/** One-time tokens handed out by the password-reset check, spent by the reset itself. */
export const sysResetToken = pgTable('sys_reset_token', {
  tokenHash: varchar({ length: 64 }).primaryKey(),
  userId: bigint({ mode: 'number' }).notNull(),
  expireTime: timestamp({ withTimezone: true }).notNull(),
});

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
