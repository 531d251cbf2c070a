import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/backend/db/client';
import { removeAllOrNone } from '@/lib/backend/db/remove-rows';
import { sysOperLog } from '@/lib/backend/db/schema';
import { textFilter } from '@/lib/backend/http/list-query';
import { listParam, typeMismatch } from '@/lib/backend/http/params';
import { contains, tableList, timesOf, whenGiven, type TableList } from '@/lib/backend/http/table-list';
import type { OperLogWire } from '../contract';

export const OPERLOG_NOT_FOUND_MSG = '操作日志不存在';

export type OperLogRow = typeof sysOperLog.$inferSelect;

/** A one-digit number parameter (business type 0-9, status 0/1); anything else is refused as the reference refuses a bad number. */
function digitOf(name: string, value: string): number {
  const text = value.trim();
  if (!/^\d$/.test(text)) throw typeMismatch(name, text);
  return Number(text);
}

/** `businessType` and the screen's `businessTypes[]` (in any form `listParam` reads) together: any of them. */
function businessTypesOf(query: URLSearchParams): SQL[] {
  const single = textFilter(query, 'businessType', 20);
  const many = listParam(query, 'businessTypes');
  const values = [
    ...(single ? [digitOf('businessType', single)] : []),
    ...(many ? many.split(',').map((value) => digitOf('businessTypes', value)) : []),
  ];
  return values.length ? [inArray(sysOperLog.businessType, [...new Set(values)])] : [];
}

/**
 * `GET /monitor/operlog/list` and its export (contract 5.14): address, module and operator
 * contain; types and status equal; time within the range. Newest first unless asked otherwise;
 * the screen sorts by operTime and costTime.
 */
export const operLogList: TableList<OperLogRow, OperLogWire> = tableList(sysOperLog, {
  filters: [
    contains('operIp', sysOperLog.operIp, 128),
    contains('title', sysOperLog.title, 50),
    contains('operName', sysOperLog.operName, 50),
    businessTypesOf,
    whenGiven('status', (value) => eq(sysOperLog.status, digitOf('status', value)), 20),
    timesOf(sysOperLog.operTime),
  ],
  sortable: ['operId', 'title', 'businessType', 'requestMethod', 'operName', 'deptName', 'operIp', 'status', 'operTime', 'costTime'],
  order: [desc(sysOperLog.operId)],
});

/** `DELETE /monitor/operlog/{operIds}`: all named lines or none. */
export const removeOperLogs = (db: Database, operIds: number[]) =>
  removeAllOrNone(db, sysOperLog, sysOperLog.operId, operIds, OPERLOG_NOT_FOUND_MSG);
