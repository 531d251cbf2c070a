import type { sysLogininfor } from '@/features/auth/tables';
import { answerRows, can, defineContracts, exportContract } from '@/lib/contract/contract';
import type { WireRow } from '@/lib/contract/wire';

export const UNLOCK_PERMISSION = 'monitor:logininfor:unlock';

/** A line of the login log as the contract sends it (SysLogininfor). */
export type LogininforWire = WireRow<typeof sysLogininfor.$inferSelect>;

export const logininfor = defineContracts(
  { title: '登录日志' },
  {
    // GET /monitor/logininfor/list – sign-in attempts and sign-outs, newest first, by address, user, status and time
    list: {
      method: 'GET',
      path: '/monitor/logininfor/list',
      access: can('monitor:logininfor:list'),
      answer: answerRows<LogininforWire>(),
    },
    // GET /monitor/logininfor/export – the older flow: a temporary 登录日志.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/monitor/logininfor/export', 'monitor:logininfor:export'),
    // GET /monitor/logininfor/unlock/:userName – clears the account's failed-password count, ending a lock-out
    unlock: {
      method: 'GET',
      path: '/monitor/logininfor/unlock/:userName',
      access: can(UNLOCK_PERMISSION),
      log: { title: '账户解锁', type: 'other' },
    },
    // DELETE /monitor/logininfor/clean – empties the login log (before `/:infoIds`, which would take "clean" for ids)
    clean: { method: 'DELETE', path: '/monitor/logininfor/clean', access: can('monitor:logininfor:remove'), log: 'clean' },
    // DELETE /monitor/logininfor/:infoIds – comma-joined ids, all or none
    remove: { method: 'DELETE', path: '/monitor/logininfor/:infoIds', access: can('monitor:logininfor:remove') },
  },
);
