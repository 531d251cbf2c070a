import { bigint, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The contract's operation log (section 7, `sys_oper_log`): one row per changing back-office
 * call, written by `http/oper-log.ts` after the call's answer is known. Parameters and results
 * are stored masked and cut to 2000 characters.
 */
export const sysOperLog = pgTable(
  'sys_oper_log',
  {
    operId: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    title: varchar({ length: 50 }).notNull().default(''),
    /** 0 other, 1 insert, 2 update, 3 delete, 4 grant, 5 export, 6 import, 7 force logout, 8 gen code, 9 clean. */
    businessType: integer().notNull().default(0),
    method: varchar({ length: 200 }).notNull().default(''),
    requestMethod: varchar({ length: 10 }).notNull().default(''),
    /** 1 = back-office user, the only kind this portal records. */
    operatorType: integer().notNull().default(0),
    operName: varchar({ length: 50 }).notNull().default(''),
    deptName: varchar({ length: 50 }).notNull().default(''),
    operUrl: varchar({ length: 255 }).notNull().default(''),
    operIp: varchar({ length: 128 }).notNull().default(''),
    operLocation: varchar({ length: 255 }).notNull().default(''),
    operParam: varchar({ length: 2000 }).notNull().default(''),
    jsonResult: varchar({ length: 2000 }).notNull().default(''),
    /** 0 succeeded, 1 failed. */
    status: integer().notNull().default(0),
    errorMsg: varchar({ length: 2000 }).notNull().default(''),
    operTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    costTime: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('sys_oper_log_business_type_idx').on(t.businessType),
    index('sys_oper_log_status_idx').on(t.status),
    index('sys_oper_log_oper_time_idx').on(t.operTime),
  ],
);
