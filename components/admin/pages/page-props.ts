import type { AdminPage } from '@/lib/admin/server-routes';

/** What every admin screen is given: its route, the id of a hidden page, and the query. */
export interface AdminPageProps {
  page: AdminPage;
  id?: string;
  query: Record<string, string>;
}
