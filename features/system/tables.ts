import { bigint, char, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, flag, remarkColumn } from '../../lib/backend/db/schema/audit';

export const sysDictType = pgTable(
  'sys_dict_type',
  {
    dictId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    dictName: varchar({ length: 100 }).notNull(),
    dictType: varchar({ length: 100 }).notNull(),
    status: flag('0'),
    ...auditColumns,
    ...remarkColumn,
  },
  (t) => [uniqueIndex('sys_dict_type_dict_type_uq').on(t.dictType)],
);
export const sysDictData = pgTable(
  'sys_dict_data',
  {
    dictCode: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
    dictSort: integer().notNull().default(0),
    dictLabel: varchar({ length: 100 }).notNull(),
    /** The label the English back office shows; empty shows the Chinese. */
    dictEsLabel: varchar({ length: 100 }).notNull().default(''),
    dictValue: varchar({ length: 100 }).notNull(),
    dictType: varchar({ length: 100 }).notNull(),
    cssClass: varchar({ length: 100 }),
    listClass: varchar({ length: 100 }),
    isDefault: flag('N'),
    status: flag('0'),
    ...auditColumns,
    ...remarkColumn,
  },
  (t) => [index('sys_dict_data_dict_type_idx').on(t.dictType)],
);
export const sysConfig = pgTable(
  'sys_config',
  {
    configId: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    configName: varchar({ length: 100 }).notNull(),
    configKey: varchar({ length: 100 }).notNull(),
    configValue: varchar({ length: 2000 }).notNull().default(''),
    configType: flag('N'),
    ...auditColumns,
    ...remarkColumn,
  },
  (t) => [uniqueIndex('sys_config_config_key_uq').on(t.configKey)],
);
/** Posts (岗位): the jobs people hold in the association's office, chosen for each user (contract 5.5). */
export const sysPost = pgTable(
  'sys_post',
  {
    postId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    postCode: varchar({ length: 64 }).notNull(),
    postName: varchar({ length: 50 }).notNull(),
    postSort: integer().notNull(),
    status: flag('0'),
    ...auditColumns,
    ...remarkColumn,
  },
  // The reference checks both in code only; the database holds them too, so two racing saves cannot both win.
  (t) => [uniqueIndex('sys_post_post_code_uq').on(t.postCode), uniqueIndex('sys_post_post_name_uq').on(t.postName)],
);
export const sysUserPost = pgTable(
  'sys_user_post',
  {
    userId: bigint({ mode: 'number' }).notNull(),
    postId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);
/** Notices (通知公告) to the back office's users; the content is HTML from the editor. */
export const sysNotice = pgTable('sys_notice', {
  noticeId: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 10 }),
  noticeTitle: varchar({ length: 50 }).notNull(),
  noticeType: char({ length: 1 }).notNull(),
  noticeContent: text(),
  status: flag('0'),
  ...auditColumns,
  ...remarkColumn,
});
/** Who has read which notice, once each (the header bell's unread count). */
export const sysNoticeRead = pgTable(
  'sys_notice_read',
  {
    readId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    noticeId: integer().notNull(),
    userId: bigint({ mode: 'number' }).notNull(),
    readTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_notice_read_user_notice_uq').on(t.userId, t.noticeId)],
);
