import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { flag } from '../../lib/backend/db/schema/audit';

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
/** One-time tokens handed out by the password-reset check, spent by the reset itself. */
export const sysResetToken = pgTable('sys_reset_token', {
  tokenHash: varchar({ length: 64 }).primaryKey(),
  userId: bigint({ mode: 'number' }).notNull(),
  expireTime: timestamp({ withTimezone: true }).notNull(),
});
