import { inArray } from 'drizzle-orm';
import { sysLogininfor } from '@/features/auth/tables';
import { sysOperLog } from '@/lib/backend/db/schema';
import { rowHash } from '../import-map';
import { failedAt, namesOf, text, timeOrNull, type ImportContext, type Target } from '../row-sync';
import type { SourceRow } from '../source-tables';

const BATCH = 500;

interface LogTable {
  target: Target;
  values(row: SourceRow, now: Date): Record<string, unknown>;
}

const LOGS: Record<'sys_oper_log' | 'sys_logininfor', LogTable> = {
  sys_oper_log: {
    target: { table: sysOperLog, id: sysOperLog.operId },
    values: (row, now) => ({
      title: text(row.title, 50),
      businessType: Number(row.business_type ?? 0),
      method: text(row.method, 200),
      requestMethod: text(row.request_method, 10),
      operatorType: Number(row.operator_type ?? 0),
      operName: text(row.oper_name, 50),
      deptName: text(row.dept_name, 50),
      operUrl: text(row.oper_url, 255),
      operIp: text(row.oper_ip, 128),
      operLocation: text(row.oper_location, 255),
      operParam: text(row.oper_param, 2000),
      jsonResult: text(row.json_result, 2000),
      status: Number(row.status ?? 0),
      errorMsg: text(row.error_msg, 2000),
      operTime: timeOrNull(row.oper_time) ?? now,
      costTime: Number(row.cost_time ?? 0),
    }),
  },
  sys_logininfor: {
    target: { table: sysLogininfor, id: sysLogininfor.infoId },
    values: (row, now) => ({
      userName: text(row.user_name, 50),
      ipaddr: text(row.ipaddr, 128),
      loginLocation: text(row.login_location, 255),
      browser: text(row.browser, 50),
      os: text(row.os, 50),
      status: text(row.status, 1) || '0',
      msg: text(row.msg, 255),
      loginTime: timeOrNull(row.login_time) ?? now,
    }),
  },
};

/**
 * A log (operations, sign-ins), written in batches: logs run to hundreds of thousands of rows. A
 * log row never changes, so one imported before is left alone; new ones keep their ids where free.
 */
export async function importLog(ctx: ImportContext, table: keyof typeof LOGS, rows: SourceRow[]): Promise<void> {
  const { target, values } = LOGS[table];
  const { column: sourceId, field } = namesOf(target);
  const fresh = rows.filter((row) => !ctx.map.get(table, String(row[sourceId])));
  ctx.report.count(table, 'unchanged', rows.length - fresh.length);
  const taken = new Set<number>();
  for (let start = 0; start < fresh.length; start += BATCH) {
    const ids = fresh.slice(start, start + BATCH).map((row) => Number(row[sourceId]));
    const found = (await ctx.tx.select({ id: target.id }).from(target.table).where(inArray(target.id, ids))) as { id: number }[];
    for (const { id } of found) taken.add(Number(id));
  }
  const keeping = fresh.filter((row) => !taken.has(Number(row[sourceId])));
  const renumbered = fresh.filter((row) => taken.has(Number(row[sourceId])));
  const write = async (batch: SourceRow[], keepIds: boolean) => {
    const written = (await ctx.tx
      .insert(target.table)
      .values(batch.map((row) => ({ ...values(row, ctx.now), ...(keepIds ? { [field]: Number(row[sourceId]) } : {}) })) as never)
      .returning({ id: target.id })
      .catch((error: unknown) => {
        throw failedAt(error, `${table} rows ${batch[0][sourceId]} to ${batch.at(-1)![sourceId]}`);
      })) as { id: number }[];
    batch.forEach((row, index) =>
      ctx.map.record(table, String(row[sourceId]), { targetId: Number(written[index].id), how: 'i', sourceHash: rowHash(row) }),
    );
  };
  await ctx.reserveSourceIds(
    namesOf(target).table,
    sourceId,
    keeping.map((row) => Number(row[sourceId])),
  );
  for (let start = 0; start < keeping.length; start += BATCH) await write(keeping.slice(start, start + BATCH), true);
  for (let start = 0; start < renumbered.length; start += BATCH) await write(renumbered.slice(start, start + BATCH), false);
  ctx.report.count(table, 'imported', fresh.length);
}
