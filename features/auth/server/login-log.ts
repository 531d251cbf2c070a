import type { BackendDeps } from '@/lib/backend/deps';
import { sysLogininfor } from '@/lib/backend/db/schema';
import type { ClientInfo } from '@/lib/backend/http/context';
import { describeUserAgent } from '@/lib/security/user-agent';

const PRIVATE_ADDRESS = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|fc|fd|localhost)/i;

/** The reference writes `内网IP` for private addresses; without an address database, `XX XX` otherwise. */
export function locationOf(ip: string): string {
  return PRIVATE_ADDRESS.test(ip.replace(/^::ffff:/, '')) ? '内网IP' : 'XX XX';
}

/** One line of the login log; status "0" success, "1" failure. */
export async function recordLogin(deps: BackendDeps, userName: string, status: '0' | '1', msg: string, client: ClientInfo): Promise<void> {
  const { browser, os } = describeUserAgent(client.userAgent);
  await deps.db.insert(sysLogininfor).values({
    userName: userName.slice(0, 50),
    ipaddr: client.ip,
    loginLocation: locationOf(client.ip),
    browser,
    os,
    status,
    msg: msg.slice(0, 255),
  });
}
