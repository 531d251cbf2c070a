import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every stored file: uploads and temporary exports. `fileName` is the generated public name
 * (`/profile/upload/yyyy/MM/dd/<32 hex>.<ext>`); downloads are served only by a name found here,
 * so a path a client makes up never reaches the file system.
 */
export const sysFile = pgTable(
  'sys_file',
  {
    fileId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100 }),
    fileName: varchar({ length: 200 }).notNull().unique(),
    originalFilename: varchar({ length: 100 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    size: integer().notNull(),
    /** `upload` (kept until an administrator's clean-up) or `export` (deleted after its download). */
    kind: varchar({ length: 10 }).notNull().default('upload'),
    ownerId: bigint({ mode: 'number' }).notNull(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_file_owner_idx').on(t.ownerId)],
);
