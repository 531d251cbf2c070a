import { bigint, char, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What `npm run import:ruoyi` brought from a RuoYi-Vue database: one row per source row, naming
 * the portal row it became and a hash of the source row as it was. A later run leaves rows whose
 * source is unchanged alone (so it changes nothing, and never undoes what was edited here since),
 * finds remapped ids again, and updates only what changed at the source.
 */
export const sysImportMap = pgTable(
  'sys_import_map',
  {
    /** The source table, e.g. `sys_user`. */
    sourceTable: varchar({ length: 64 }).notNull(),
    /** The source row's key: its id, or the ids of a link row joined by ':'. */
    sourceKey: varchar({ length: 100 }).notNull(),
    /** The portal row's id; for a link row, which is its two ids, null (0 when the portal had the link already). */
    targetId: bigint({ mode: 'number' }),
    /** `i` the import wrote the row, `m` it matched one the portal had (its seed's, or an earlier one). */
    how: char({ length: 1 }).notNull(),
    /** SHA-256 of the source row as last imported (base64url). */
    sourceHash: varchar({ length: 64 }).notNull(),
    importTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceTable, t.sourceKey] })],
);
