import { ok } from '../../http/envelope';
import { idListParam, idParam, listParam } from '../../http/params';
import type { Route } from '../../http/router';
import { assignUserRoles } from './user-role-service';

/** User management (contract 5.1); the profile calls of the signed-in user are in profile-routes. */
export const userRoutes: Route[] = [
  // PUT /system/user/authRole?userId=&roleIds=1,2 – replaces a user's roles (query parameters, as the UI sends them)
  {
    method: 'PUT',
    path: '/system/user/authRole',
    access: { permission: 'system:user:edit' },
    handler: async (ctx) => {
      const userId = idParam('userId', ctx.query.get('userId'));
      const roleIds = idListParam('roleIds', listParam(ctx.query, 'roleIds'));
      await assignUserRoles(ctx.deps.db, ctx.requireUser(), userId, roleIds);
      return ok();
    },
  },
];
