import { logininfor } from '@/features/monitor/logininfor/contract';
import type { Filters, ListAnswer } from '@/lib/http/list';
import { request, type Envelope } from '@/lib/http/request';

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

export const listLogininfor = (params: Filters) => request<Envelope & ListAnswer<LogininforEntry>>(logininfor.list, { params });
export const deleteLogininfor = (infoIds: number[]) => request(logininfor.remove, { path: { infoIds } });
export const cleanLogininfor = () => request(logininfor.clean);
/** Forgets the account's failed sign-ins, so a locked account may sign in again at once. */
export const unlockLogininfor = (userName: string) => request(logininfor.unlock, { path: { userName: encodeURIComponent(userName) } });
export const LOGININFOR_EXPORT_PATH = logininfor.export.path;
