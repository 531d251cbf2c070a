import 'server-only';
import { memberGet } from '../content/member-content';
import { toCurrentUser, type CurrentUser } from '../user-info';
import type { ServerRoute } from './server-routes';

export interface AdminSession {
  user: CurrentUser;
  routers: ServerRoute[];
}

/**
 * The signed-in user and their routes, read with their own token on every admin page load and
 * never cached; null when there is no live session.
 */
export async function getAdminSession(): Promise<AdminSession | null> {
  const info = await memberGet<never>('/getInfo');
  if (!info || info.code !== 200) return null;
  const routers = await memberGet<ServerRoute[]>('/getRouters');
  if (!routers || routers.code !== 200) return null;
  return { user: toCurrentUser(info as never), routers: Array.isArray(routers.data) ? routers.data : [] };
}

