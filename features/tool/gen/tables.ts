import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, flag, remarkColumn } from '../../../lib/backend/db/schema/audit';

/** A database table imported into the code generator, with its generation settings (contract 7, gen_table). */
export const genTable = pgTable('gen_table', {
  tableId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  tableName: varchar({ length: 200 }).notNull().default(''),
  tableComment: varchar({ length: 500 }).notNull().default(''),
  subTableName: varchar({ length: 64 }),
  subTableFkName: varchar({ length: 64 }),
  className: varchar({ length: 100 }).notNull().default(''),
  tplCategory: varchar({ length: 200 }).notNull().default('crud'),
  tplWebType: varchar({ length: 30 }).notNull().default(''),
  packageName: varchar({ length: 100 }).notNull().default(''),
  moduleName: varchar({ length: 30 }).notNull().default(''),
  businessName: varchar({ length: 30 }).notNull().default(''),
  functionName: varchar({ length: 50 }).notNull().default(''),
  functionAuthor: varchar({ length: 50 }).notNull().default(''),
  formColNum: integer().notNull().default(1),
  genType: flag('0'),
  genPath: varchar({ length: 200 }).notNull().default('/'),
  options: varchar({ length: 1000 }),
  ...auditColumns,
  ...remarkColumn,
});

/** One column of an imported table and how the generator treats it (contract 7, gen_table_column). */
export const genTableColumn = pgTable(
  'gen_table_column',
  {
    columnId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    tableId: bigint({ mode: 'number' })
      .notNull()
      .references(() => genTable.tableId, { onDelete: 'cascade' }),
    columnName: varchar({ length: 200 }).notNull(),
    columnComment: varchar({ length: 500 }).notNull().default(''),
    columnType: varchar({ length: 100 }).notNull().default(''),
    /** The stock RuoYi Java type (Long, String, Integer, Double, BigDecimal, Date, Boolean), for the stock clients. */
    javaType: varchar({ length: 500 }).notNull().default(''),
    /** The TypeScript type of the values (string, number, boolean): what our generator writes code from. */
    tsType: varchar({ length: 20 }).notNull().default(''),
    javaField: varchar({ length: 200 }).notNull().default(''),
    isPk: flag('0'),
    isIncrement: flag('0'),
    isRequired: flag('0'),
    isInsert: flag('0'),
    isEdit: flag('0'),
    isList: flag('0'),
    isQuery: flag('0'),
    queryType: varchar({ length: 200 }).notNull().default('EQ'),
    htmlType: varchar({ length: 200 }).notNull().default('input'),
    dictType: varchar({ length: 200 }).notNull().default(''),
    sort: integer().notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('gen_table_column_table_id_idx').on(t.tableId)],
);
