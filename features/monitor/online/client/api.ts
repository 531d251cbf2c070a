import { online } from '@/features/monitor/online/contract';
import type { RowOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';

/** The online-user calls of contract 5.12, typed by their contracts. */
export type OnlineSession = RowOf<typeof online.list>;

export interface OnlineFilters {
  ipaddr: string;
  userName: string;
}

/** Every live session matching the exact address and user name; the API never pages this list. */
export const listOnline = (params: OnlineFilters) => request(online.list, { params: { ...params } });
/** Ends the session at once: its next call answers 401. */
export const forceLogout = (tokenId: string) => request(online.remove, { path: { tokenId: encodeURIComponent(tokenId) } });
