import { links } from '@/features/content/links/contract';
import type { Route } from '@/lib/backend/http/router';
import { addRoute, editRoute, getRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { addLink, editLink, getLink, linkList, removeLinks } from './links-admin-service';

/** Friendly link management (contract 10.3). Literal paths come before `/bll/links/:id`. */
export const linksAdminRoutes: Route[] = [
  listRoute(links.list, linkList),
  getRoute(links.get, 'id', getLink),
  addRoute(links.add, addLink),
  editRoute(links.edit, 'id', editLink, { answersId: true }),
  removeRoute(links.remove, 'ids', removeLinks, { required: true }),
];
