import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysOperLog } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { containsText, orderOf, textFilter } from '@/lib/backend/http/list-query';
import type { Page } from '@/lib/backend/http/paging';
import { listParam, typeMismatch } from '@/lib/backend/http/params';
import { wireRow } from '@/lib/backend/http/wire';
import { timeRangeOf, withinTimes, type TimeRange } from '@/features/monitor/server/time-range';

export const OPERLOG_NOT_FOUND_MSG = '操作日志不存在';

export type OperLogRow = typeof sysOperLog.$inferSelect;

export interface OperLogFilter {
  operIp: string;
  title: string;
  operName: string;
  /** Any of these business types; empty for all. */
  businessTypes: number[];
  status: number | null;
  operTime: TimeRange;
}

/** A one-digit number parameter (business type 0-9, status 0/1); anything else is refused as the reference refuses a bad number. */
function digitOf(name: string, value: string): number {
  const text = value.trim();
  if (!/^\d$/.test(text)) throw typeMismatch(name, text);
  return Number(text);
}

/** `businessType` and the screen's `businessTypes[]` (in any form `listParam` reads) together. */
function businessTypesOf(query: URLSearchParams): number[] {
  const single = textFilter(query, 'businessType', 20);
  const many = listParam(query, 'businessTypes');
  const values = [
    ...(single ? [digitOf('businessType', single)] : []),
    ...(many ? many.split(',').map((value) => digitOf('businessTypes', value)) : []),
  ];
  return [...new Set(values)];
}

/** The list filters of contract 5.14: address, module and operator contain; types and status equal; time within the range. */
export function operLogFilterOf(query: URLSearchParams): OperLogFilter {
  const status = textFilter(query, 'status', 20);
  return {
    operIp: textFilter(query, 'operIp', 128),
    title: textFilter(query, 'title', 50),
    operName: textFilter(query, 'operName', 50),
    businessTypes: businessTypesOf(query),
    status: status ? digitOf('status', status) : null,
    operTime: timeRangeOf(query),
  };
}

/** Sortable properties (`orderByColumn`); the screen sorts by operTime and costTime. */
const OPERLOG_SORTABLE = {
  operId: sysOperLog.operId,
  title: sysOperLog.title,
  businessType: sysOperLog.businessType,
  requestMethod: sysOperLog.requestMethod,
  operName: sysOperLog.operName,
  deptName: sysOperLog.deptName,
  operIp: sysOperLog.operIp,
  status: sysOperLog.status,
  operTime: sysOperLog.operTime,
  costTime: sysOperLog.costTime,
};

/** The order a list asks for, else newest first. */
export function operLogOrderOf(query: URLSearchParams): SQL[] {
  return orderOf(query, OPERLOG_SORTABLE, [desc(sysOperLog.operId)]);
}

function whereOf(filter: OperLogFilter): SQL | undefined {
  const conditions: SQL[] = [...withinTimes(sysOperLog.operTime, filter.operTime)];
  if (filter.operIp) conditions.push(containsText(sysOperLog.operIp, filter.operIp));
  if (filter.title) conditions.push(containsText(sysOperLog.title, filter.title));
  if (filter.operName) conditions.push(containsText(sysOperLog.operName, filter.operName));
  if (filter.businessTypes.length) conditions.push(inArray(sysOperLog.businessType, filter.businessTypes));
  if (filter.status !== null) conditions.push(eq(sysOperLog.status, filter.status));
  return conditions.length ? and(...conditions) : undefined;
}

/** `GET /monitor/operlog/list`: one page of recorded operations matching the filter. */
export async function listOperLogs(db: Executor, filter: OperLogFilter, order: SQL[], page: Page) {
  const where = whereOf(filter);
  const [{ total }] = await db.select({ total: count() }).from(sysOperLog).where(where);
  const rows = await db
    .select()
    .from(sysOperLog)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset(page.offset);
  return { total, rows: rows.map((row) => wireRow(row)) };
}

/** Every matching line, for an export (which never pages). */
export async function allOperLogs(db: Executor, filter: OperLogFilter, order: SQL[]): Promise<OperLogRow[]> {
  return db
    .select()
    .from(sysOperLog)
    .where(whereOf(filter))
    .orderBy(...order);
}

/** `DELETE /monitor/operlog/{operIds}`: all named lines or none. */
export async function removeOperLogs(db: Database, operIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(sysOperLog).where(inArray(sysOperLog.operId, operIds)).returning({ operId: sysOperLog.operId });
    if (deleted.length !== operIds.length) throw new ServiceError(OPERLOG_NOT_FOUND_MSG);
  });
}

/** `DELETE /monitor/operlog/clean`: the whole log (the clean-up itself is then its first line). */
export async function cleanOperLogs(db: Executor): Promise<void> {
  await db.delete(sysOperLog);
}
