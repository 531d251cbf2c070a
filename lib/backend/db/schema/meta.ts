import { pgTable, varchar } from 'drizzle-orm/pg-core';

/** Facts about the database itself, such as which seed steps have run. */
export const appMeta = pgTable('app_meta', {
  key: varchar({ length: 64 }).primaryKey(),
  value: varchar({ length: 500 }).notNull(),
});
