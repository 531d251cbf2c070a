import { char, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Who created and last changed a row, and when: the contract's audit fields on most entities. */
export const auditColumns = {
  createBy: varchar({ length: 64 }).notNull().default(''),
  createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updateBy: varchar({ length: 64 }).notNull().default(''),
  updateTime: timestamp({ withTimezone: true }),
};

export const remarkColumn = { remark: varchar({ length: 500 }) };

/** A one-character code with a default (status, del_flag, yes/no): how RuoYi stores its small enumerations. */
export const flag = (defaultValue: string) => char({ length: 1 }).notNull().default(defaultValue);
