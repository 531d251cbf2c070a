import { textField } from '../../http/body';
import { ok, okData } from '../../http/envelope';
import { ServiceError } from '../../http/errors';
import { idParam } from '../../http/params';
import type { Route } from '../../http/router';
import { parseBody } from '../../http/schema';
import { addDept, editDept, removeDept, sortDepts } from './dept-edit-service';
import { deptSchema, deptSortSchema, orderNumsOf } from './dept-schemas';
import { deptFilterOf, getDept, listDepts, listDeptsExcept } from './dept-service';

/** Ids of `updateSort`, kept in order and refused when repeated, since they pair with the order numbers. */
function sortIdsOf(text: string): number[] {
  const ids = text.split(',').map((part) => idParam('deptIds', part));
  if (new Set(ids).size !== ids.length) throw new ServiceError('部门编号不能重复');
  return ids;
}

/** Department management (contract 5.4). Literal paths come before `/system/dept/:deptId`. */
export const deptRoutes: Route[] = [
  // GET /system/dept/list – flat departments within the caller's data scope, by parent and order
  {
    method: 'GET',
    path: '/system/dept/list',
    access: { permission: 'system:dept:list' },
    handler: async (ctx) => okData(await listDepts(ctx.deps.db, ctx.requireUser(), deptFilterOf(ctx.query))),
  },
  // GET /system/dept/list/exclude/:deptId – every department but this one and those below it (the parent picker)
  {
    method: 'GET',
    path: '/system/dept/list/exclude/:deptId',
    access: { permission: 'system:dept:list' },
    handler: async (ctx) => okData(await listDeptsExcept(ctx.deps.db, ctx.requireUser(), idParam('deptId', ctx.params.deptId))),
  },
  // PUT /system/dept/updateSort – {deptIds: "1,2", orderNums: "3,4"}: new order numbers, pairwise
  {
    method: 'PUT',
    path: '/system/dept/updateSort',
    access: { permission: 'system:dept:edit' },
    handler: async (ctx) => {
      const input = parseBody(deptSortSchema, await ctx.body());
      await sortDepts(ctx.deps.db, ctx.requireUser(), sortIdsOf(input.deptIds), orderNumsOf(input.orderNums));
      return ok();
    },
  },
  // GET /system/dept/:deptId – one department with its parent's name
  {
    method: 'GET',
    path: '/system/dept/:deptId',
    access: { permission: 'system:dept:query' },
    handler: async (ctx) => okData(await getDept(ctx.deps.db, ctx.requireUser(), idParam('deptId', ctx.params.deptId))),
  },
  // POST /system/dept – a department under an enabled parent; `data` is its deptId
  {
    method: 'POST',
    path: '/system/dept',
    access: { permission: 'system:dept:add' },
    handler: async (ctx) => okData(await addDept(ctx.deps.db, ctx.requireUser(), parseBody(deptSchema, await ctx.body()))),
  },
  // PUT /system/dept – changes a department named by deptId, moving its subtree when the parent changes
  {
    method: 'PUT',
    path: '/system/dept',
    access: { permission: 'system:dept:edit' },
    handler: async (ctx) => {
      const body = await ctx.body();
      const deptId = idParam('deptId', textField(body, 'deptId', true));
      await editDept(ctx.deps.db, ctx.requireUser(), deptId, parseBody(deptSchema, body));
      return ok();
    },
  },
  // DELETE /system/dept/:deptId – soft delete; 601 while sub-departments or users remain
  {
    method: 'DELETE',
    path: '/system/dept/:deptId',
    access: { permission: 'system:dept:remove' },
    handler: async (ctx) => {
      await removeDept(ctx.deps.db, ctx.requireUser(), idParam('deptId', ctx.params.deptId));
      return ok();
    },
  },
];
