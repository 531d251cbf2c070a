import type { ListedRow } from '@/lib/backend/http/table-list';
import { defineContracts, exportContract, typeOf, type RowsAnswer } from '@/lib/contract/contract';
import type { operLogList } from './server/operlog-service';

export const operlog = defineContracts(
  { title: '操作日志' },
  {
    // GET /monitor/operlog/list – recorded back-office changes, newest first, by address, module, type, status, operator and time
    list: {
      method: 'GET',
      path: '/monitor/operlog/list',
      access: { permission: 'monitor:operlog:list' },
      answer: typeOf<RowsAnswer<ListedRow<typeof operLogList>>>(),
    },
    // GET /monitor/operlog/export – the older flow: a temporary 操作日志.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/monitor/operlog/export', 'monitor:operlog:export'),
    // DELETE /monitor/operlog/clean – empties the operation log (before `/:operIds`, which would take "clean" for ids)
    clean: { method: 'DELETE', path: '/monitor/operlog/clean', access: { permission: 'monitor:operlog:remove' }, log: 'clean' },
    // DELETE /monitor/operlog/:operIds – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/monitor/operlog/:operIds', access: { permission: 'monitor:operlog:remove' } },
  },
);
