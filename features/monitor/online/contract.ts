import { answerRows, defineContracts } from '@/lib/contract/contract';

export const ONLINE_LIST_PERMISSION = 'monitor:online:list';
export const FORCE_LOGOUT_PERMISSION = 'monitor:online:forceLogout';

/** The contract's SysUserOnline; `tokenId` is the session's public id (`onlineIdOf`), `loginTime` epoch ms. */
export interface OnlineSession {
  tokenId: string;
  deptName: string | null;
  userName: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  loginTime: number;
}

export const online = defineContracts(
  { title: '在线用户' },
  {
    // GET /monitor/online/list – the live sessions in the caller's data scope, all rows (the screen pages them), by exact address and user name
    list: {
      method: 'GET',
      path: '/monitor/online/list',
      access: { permission: ONLINE_LIST_PERMISSION },
      answer: answerRows<OnlineSession>(),
    },
    // DELETE /monitor/online/:tokenId – ends the session that online id names, at once, for a user in scope who holds no more than the caller
    remove: { method: 'DELETE', path: '/monitor/online/:tokenId', access: { permission: FORCE_LOGOUT_PERMISSION }, log: 'forceLogout' },
  },
);
