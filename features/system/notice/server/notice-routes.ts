import { notice } from '@/features/system/notice/contract';
import { ok, okData } from '@/lib/backend/http/envelope';
import { idListParam, idParam, INT_ID_MAX, listParam } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { addRoute, editRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { addNotice, editNotice, getNotice, noticeList, removeNotices, withReadMarks } from './notice-admin-service';
import { markNoticesRead, topNotices } from './notice-service';
import { readUsersOf } from './read-users-service';

const max = INT_ID_MAX;

/** Notices (contract 5.9): the back office's list and form, and every signed-in user's header bell. */
export const noticeRoutes: Route[] = [
  listRoute(notice.list, async (ctx) => {
    const { total, rows } = await noticeList.page(ctx.deps.db, ctx.query);
    return { total, rows: await withReadMarks(ctx.deps.db, ctx.requireUser().userId, rows) };
  }),
  listRoute(notice.readUsers, (ctx) => readUsersOf(ctx.deps.db, ctx.requireUser(), ctx.query)),
  {
    contract: notice.listTop,
    handler: async (ctx) => ok(await topNotices(ctx.deps.db, ctx.requireUser().userId)),
  },
  {
    contract: notice.markRead,
    handler: async (ctx) => {
      await markNoticesRead(ctx.deps.db, ctx.requireUser().userId, [idParam('noticeId', ctx.query.get('noticeId'), max)]);
      return ok();
    },
  },
  {
    contract: notice.markReadAll,
    handler: async (ctx) => {
      await markNoticesRead(ctx.deps.db, ctx.requireUser().userId, idListParam('ids', listParam(ctx.query, 'ids'), max));
      return ok();
    },
  },
  {
    contract: notice.get,
    handler: async (ctx) => okData(await getNotice(ctx.deps.db, ctx.requireUser().userId, idParam('noticeId', ctx.params.noticeId, max))),
  },
  addRoute(notice.add, addNotice),
  editRoute(notice.edit, 'noticeId', editNotice, { max }),
  removeRoute(notice.remove, 'noticeIds', removeNotices, { max }),
];
