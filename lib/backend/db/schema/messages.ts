import { bigint, char, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

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
