import 'server-only';
import { cookies, headers } from 'next/headers';
import { callApi } from './api-port';
import { getConfig } from './config';
import { clientInfoOf } from './client-info';
import { SESSION_COOKIE, unsealSession } from './session';
import { toCurrentUser, type CurrentUser } from './user-info';

/**
 * The signed-in user of the page being rendered, asked of the API with the session cookie's
 * token; null when signed out or when the session has ended.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const config = getConfig();
  const token = await unsealSession((await cookies()).get(SESSION_COOKIE)?.value, config.sessionSecret);
  if (!token) return null;
  const incoming = await headers();
  const response = await callApi(
    new Request('http://portal.internal/getInfo', { headers: { authorization: `Bearer ${token}`, 'user-agent': incoming.get('user-agent') ?? '' } }),
    clientInfoOf(incoming, config.trustProxy),
  );
  const body = (await response.json().catch(() => null)) as Parameters<typeof toCurrentUser>[0] & { code?: number } | null;
  return body?.code === 200 && body.user ? toCurrentUser(body) : null;
}
