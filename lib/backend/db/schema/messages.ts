import { bigint, char, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

/**
 * Every e-mail the portal sends: a queue the scheduler drains at the configured rate, and the
 * record of each message (邮件记录). `state` moves queued → sending → sent, or back to queued
 * with `nextTry` after a failure, and to failed after the last try or a permanent refusal. The
 * message is stored rendered, both parts, so a try sends what was decided when it was queued.
 */
export const sysEmailOutbox = pgTable(
  'sys_email_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    toAddress: varchar({ length: 254 }).notNull(),
    subject: varchar({ length: 200 }).notNull(),
    /** Which message it is (`test`, `verify`, `approved` …), for the record's filter. */
    template: varchar({ length: 32 }).notNull(),
    locale: varchar({ length: 5 }).notNull().default('zh'),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** Headers of its own, as JSON (a newsletter's List-Unsubscribe). */
    headers: text().notNull().default('{}'),
    /** The address that asked for it, for the limits per address. */
    ipaddr: varchar({ length: 128 }).notNull().default(''),
    provider: varchar({ length: 16 }).notNull().default('outbox'),
    state: varchar({ length: 10 }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextTry: timestamp({ withTimezone: true }).notNull().defaultNow(),
    messageId: varchar({ length: 255 }).notNull().default(''),
    error: varchar({ length: 500 }).notNull().default(''),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sys_email_outbox_due_idx').on(t.state, t.nextTry),
    index('sys_email_outbox_to_time_idx').on(t.toAddress, t.createTime),
    index('sys_email_outbox_ip_time_idx').on(t.ipaddr, t.createTime),
  ],
);
