import { dept, ORDER_NUM_MSG } from '@/features/system/dept/contract';
import { ok, okData } from '@/lib/backend/http/envelope';
import { ServiceError } from '@/lib/backend/http/errors';
import { idParam } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { addRoute, editRoute } from '@/lib/backend/http/row-routes';
import { parseBody } from '@/lib/backend/http/schema';
import { addDept, editDept, removeDept, sortDepts } from './dept-admin-service';
import { getDept, listDepts, listDeptsExcept } from './dept-service';

/** Ids of `updateSort`, kept in order and refused when repeated, since they pair with the order numbers. */
function sortIdsOf(text: string): number[] {
  const ids = text.split(',').map((part) => idParam('deptIds', part));
  if (new Set(ids).size !== ids.length) throw new ServiceError('部门编号不能重复');
  return ids;
}

/** The order numbers of `updateSort`, in the form's range. */
function orderNumsOf(text: string): number[] {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^\d{1,6}$/.test(part))) throw new ServiceError(ORDER_NUM_MSG);
  return parts.map(Number);
}

/** Department management (contract 5.4). Literal paths come before `/system/dept/:deptId`. */
export const deptRoutes: Route[] = [
  {
    contract: dept.list,
    handler: async (ctx) => okData(await listDepts(ctx.deps.db, ctx.requireUser(), ctx.query)),
  },
  {
    contract: dept.listExclude,
    handler: async (ctx) => okData(await listDeptsExcept(ctx.deps.db, ctx.requireUser(), idParam('deptId', ctx.params.deptId))),
  },
  {
    contract: dept.updateSort,
    handler: async (ctx) => {
      const input = parseBody(dept.updateSort.input, await ctx.body());
      await sortDepts(ctx.deps.db, ctx.requireUser(), sortIdsOf(input.deptIds), orderNumsOf(input.orderNums));
      return ok();
    },
  },
  {
    contract: dept.get,
    handler: async (ctx) => okData(await getDept(ctx.deps.db, ctx.requireUser(), idParam('deptId', ctx.params.deptId))),
  },
  addRoute(dept.add, addDept),
  editRoute(dept.edit, 'deptId', editDept),
  {
    contract: dept.remove,
    handler: async (ctx) => {
      await removeDept(ctx.deps.db, ctx.requireUser(), idParam('deptId', ctx.params.deptId));
      return ok();
    },
  },
];
