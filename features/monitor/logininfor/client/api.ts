import { logininfor } from '@/features/monitor/logininfor/contract';
import { logCalls } from '@/features/monitor/client/log-calls';
import { request } from '@/lib/http/request';

/** The login log calls of contract 5.13, with the fields of SysLogininfor (section 4). */
export interface LogininforEntry {
  infoId: number;
  userName: string;
  /** "0" success, "1" failure (dict `sys_common_status`). */
  status: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  msg: string;
  loginTime: string;
}

/** Forgets the account's failed sign-ins, so a locked account may sign in again at once. */
export const unlockLogininfor = (userName: string) => request(logininfor.unlock, { path: { userName: encodeURIComponent(userName) } });
export const logininforCalls = logCalls<LogininforEntry>(logininfor, 'infoId', { toTheSecond: true });
