import { online } from '@/features/monitor/online/contract';
import type { ListAnswer } from '@/lib/http/list';
import type { OnlineSession } from '@/features/monitor/online/server/online-service';
import { request, type Envelope } from '@/lib/http/request';

/** The online-user calls of contract 5.12. Session rows are the API's own type: a type only, so nothing of the server reaches the browser. */
export type { OnlineSession };

export interface OnlineFilters {
  ipaddr: string;
  userName: string;
}

/** Every live session matching the exact address and user name; the API never pages this list. */
export const listOnline = (params: OnlineFilters) => request<Envelope & ListAnswer<OnlineSession>>(online.list, { params: { ...params } });
/** Ends the session at once: its next call answers 401. */
export const forceLogout = (tokenId: string) => request(online.remove, { path: { tokenId: encodeURIComponent(tokenId) } });
