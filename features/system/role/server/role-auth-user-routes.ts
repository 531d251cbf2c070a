import { role } from '@/features/system/role/contract';
import { textField } from '@/lib/backend/http/body';
import { ok } from '@/lib/backend/http/envelope';
import { idListParam, idParam, listParam } from '@/lib/backend/http/params';
import type { RequestContext } from '@/lib/backend/http/context';
import type { Route } from '@/lib/backend/http/router';
import { listRoute } from '@/lib/backend/http/table-list';
import { addRoleUsers, cancelRoleUsers, roleUsers } from './role-auth-user-service';

async function holders(ctx: RequestContext, allocated: boolean) {
  const roleId = idParam('roleId', ctx.query.get('roleId'));
  return roleUsers(ctx.deps.db, ctx.requireUser(), roleId, allocated, ctx.query);
}

/** The query parameters `roleId` and `userIds` (comma-joined, as the UI sends them) of the batch calls. */
function roleAndUsers(ctx: RequestContext): { roleId: number; userIds: number[] } {
  return { roleId: idParam('roleId', ctx.query.get('roleId')), userIds: idListParam('userIds', listParam(ctx.query, 'userIds')) };
}

/** Who holds a role (contract 5.2, `/system/role/authUser/*`). */
export const roleAuthUserRoutes: Route[] = [
  listRoute(role.authUserAllocatedList, (ctx) => holders(ctx, true)),
  listRoute(role.authUserUnallocatedList, (ctx) => holders(ctx, false)),
  {
    contract: role.authUserCancel,
    handler: async (ctx) => {
      const body = await ctx.body();
      const userId = idParam('userId', textField(body, 'userId', true));
      await cancelRoleUsers(ctx.deps.db, ctx.requireUser(), idParam('roleId', textField(body, 'roleId', true)), [userId]);
      return ok();
    },
  },
  {
    contract: role.authUserCancelAll,
    handler: async (ctx) => {
      const { roleId, userIds } = roleAndUsers(ctx);
      await cancelRoleUsers(ctx.deps.db, ctx.requireUser(), roleId, userIds);
      return ok();
    },
  },
  {
    contract: role.authUserSelectAll,
    handler: async (ctx) => {
      const { roleId, userIds } = roleAndUsers(ctx);
      await addRoleUsers(ctx.deps.db, ctx.requireUser(), roleId, userIds);
      return ok();
    },
  },
];
