import 'server-only';
import { notFound } from 'next/navigation';
import { getAdminSession } from './admin-session';
import { resolveAdminPage, type ADMIN_SECTIONS } from '@/lib/admin/resolve-page';
import { buildRouteTable } from '@/lib/admin/server-routes';

type Params = Promise<{ path?: string[] }>;

/**
 * The page of an admin section's catch-all route. The shell in the layout draws every admin page
 * in the browser; this answers on the server with HTTP 404 where the shell would show its 404
 * panel (an unknown address, or a hidden page's id that is not digits), so an address that does
 * not exist is not a 200 for crawlers, monitors and probes. Pages the user may not open keep
 * their 200 and the shell's forbidden panel, since only the super user learns what exists.
 */
export function adminSectionPage(section: (typeof ADMIN_SECTIONS)[number]) {
  return async function AdminSectionRoute({ params }: { params: Params }) {
    const { path = [] } = await params;
    const session = await getAdminSession();
    // Without a session the layout sends the reader to sign in.
    if (!session) return null;
    const grants = { roles: session.user.roles, permissions: session.user.permissions };
    const untitled = { home: '', hidden: () => '' };
    const resolution = resolveAdminPage(buildRouteTable(session.routers), ['', section, ...path].join('/'), grants, untitled);
    if (resolution.kind === 'not-found') notFound();
    return null;
  };
}
