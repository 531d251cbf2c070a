import { okData } from '../../http/envelope';
import { parseBody } from '../../http/schema';
import type { Route } from '../../http/router';
import { addRole, roleSchema } from './role-service';

export const roleRoutes: Route[] = [
  // POST /system/role – a new role with its menus (unique name and key); `data` is its roleId
  {
    method: 'POST',
    path: '/system/role',
    access: { permission: 'system:role:add' },
    handler: async (ctx) => okData(await addRole(ctx.deps.db, ctx.requireUser(), parseBody(roleSchema, await ctx.body()))),
  },
];
