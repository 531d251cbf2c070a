import type { Filters, ListAnswer } from './list';
import { request, type Envelope } from '../request';

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

export const listLogininfor = (params: Filters) => request<Envelope & ListAnswer<LogininforEntry>>('/monitor/logininfor/list', { params });
export const deleteLogininfor = (infoIds: number[]) => request(`/monitor/logininfor/${infoIds.join(',')}`, { method: 'DELETE' });
export const cleanLogininfor = () => request('/monitor/logininfor/clean', { method: 'DELETE' });
/** Forgets the account's failed sign-ins, so a locked account may sign in again at once. */
export const unlockLogininfor = (userName: string) => request(`/monitor/logininfor/unlock/${encodeURIComponent(userName)}`);
export const LOGININFOR_EXPORT_PATH = '/monitor/logininfor/export';
