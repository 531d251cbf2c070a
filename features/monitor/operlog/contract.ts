import type { sysOperLog } from '@/lib/backend/db/schema';
import { answerRows, can, defineContracts, exportContract } from '@/lib/contract/contract';
import type { WireRow } from '@/lib/contract/wire';

/** A line of the operation log as the contract sends it (SysOperLog). */
export type OperLogWire = WireRow<typeof sysOperLog.$inferSelect>;

export const operlog = defineContracts(
  { title: '操作日志' },
  {
    // GET /monitor/operlog/list – recorded back-office changes, newest first, by address, module, type, status, operator and time
    list: {
      method: 'GET',
      path: '/monitor/operlog/list',
      access: can('monitor:operlog:list'),
      answer: answerRows<OperLogWire>(),
    },
    // GET /monitor/operlog/export – the older flow: a temporary 操作日志.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/monitor/operlog/export', 'monitor:operlog:export'),
    // DELETE /monitor/operlog/clean – empties the operation log (before `/:operIds`, which would take "clean" for ids)
    clean: { method: 'DELETE', path: '/monitor/operlog/clean', access: can('monitor:operlog:remove'), log: 'clean' },
    // DELETE /monitor/operlog/:operIds – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/monitor/operlog/:operIds', access: can('monitor:operlog:remove') },
  },
);
