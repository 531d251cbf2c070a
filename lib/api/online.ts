import type { ListAnswer } from '@/components/admin/list/use-list-query';
import { request, type Envelope } from '../request';

/** The online-user calls of contract 5.12, with the fields of SysUserOnline (section 4). */
export interface OnlineSession {
  /** The session's public id, which names it for a force logout. */
  tokenId: string;
  deptName: string | null;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  /** Epoch milliseconds. */
  loginTime: number;
}

export interface OnlineFilters {
  ipaddr: string;
  userName: string;
}

/** Every live session matching the exact address and user name; the API never pages this list. */
export const listOnline = (params: OnlineFilters) => request<Envelope & ListAnswer<OnlineSession>>('/monitor/online/list', { params: { ...params } });
/** Ends the session at once: its next call answers 401. */
export const forceLogout = (tokenId: string) => request(`/monitor/online/${encodeURIComponent(tokenId)}`, { method: 'DELETE' });
