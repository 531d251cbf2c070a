import 'server-only';
import { cache } from 'react';
import { ContentUnavailableError } from '@/lib/content/api-get';
import { memberGet } from '@/lib/content/reader-get';
import { toCurrentUser, type CurrentUser } from '@/lib/user-info';
import { getLocale } from 'next-intl/server';
import { routesInLocale, type ServerRoute } from '@/lib/admin/server-routes';
import { auth, PORTAL_SHELL_QUERY } from '@/features/auth/contract';
import { urlOf } from '@/lib/contract/router';

export interface AdminSession {
  user: CurrentUser;
  routers: ServerRoute[];
}

/**
 * The signed-in user and their routes, read with their own token on every admin page load and
 * never kept beyond the request (the layout and the page share one read); null when there is no
 * live session. An API that fails otherwise throws, so an outage shows the error page rather
 * than sending a signed-in user to sign in.
 */
export const getAdminSession = cache(async (): Promise<AdminSession | null> => {
  const info = await memberGet<never>(auth.getInfo.path);
  if (!info || info.code === 401) return null;
  if (info.code !== 200) throw new ContentUnavailableError(`/getInfo: ${info.code} ${info.msg}`);
  const routers = await memberGet<ServerRoute[]>(urlOf(auth.getRouters, { query: PORTAL_SHELL_QUERY }));
  if (!routers || routers.code === 401) return null;
  if (routers.code !== 200) throw new ContentUnavailableError(`/getRouters: ${routers.code} ${routers.msg}`);
  const inLocale = routesInLocale(routers.data, await getLocale());
  return { user: toCurrentUser(info as never), routers: Array.isArray(inLocale) ? (inLocale as ServerRoute[]) : [] };
});
