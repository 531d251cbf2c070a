import { logininfor } from '@/features/monitor/logininfor/contract';
import { logCalls } from '@/features/monitor/client/log-calls';
import type { RowOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';

/** The login log calls of contract 5.13, typed by their contracts (SysLogininfor, section 4). */
export type LogininforEntry = RowOf<typeof logininfor.list>;

/** Forgets the account's failed sign-ins, so a locked account may sign in again at once. */
export const unlockLogininfor = (userName: string) => request(logininfor.unlock, { path: { userName: encodeURIComponent(userName) } });
export const logininforCalls = logCalls(logininfor, 'infoId', { toTheSecond: true });
