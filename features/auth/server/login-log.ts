import type { BackendDeps } from '@/lib/backend/deps';
import { sysLogininfor } from '@/features/auth/tables';
import type { ClientInfo } from '@/lib/backend/http/context';
import { locationOf } from '@/lib/security/client-location';
import { describeUserAgent } from '@/lib/security/user-agent';

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
