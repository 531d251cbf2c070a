import { memberActivity } from '@/features/member/activity/contract';
import { ok, okData } from '@/lib/backend/http/envelope';
import { ServiceError, unauthenticatedMessage } from '@/lib/backend/http/errors';
import { parseBody } from '@/lib/backend/http/schema';
import type { Route } from '@/lib/backend/http/router';
import { parseId } from '@/lib/http/ids';
import { listActivities, MemberOnlyActivities, mySignups, signUp } from './activity-service';

export const activityRoutes: Route[] = [
  {
    contract: memberActivity.getInfoList,
    handler: async (ctx) => {
      const filter = {
        activityId: parseId(ctx.query.get('activityId')),
        articleId: parseId(ctx.query.get('articleId')),
        activityType: ctx.query.get('activityType') || null,
      };
      try {
        return okData(await listActivities(ctx.deps.db, filter, ctx.user));
      } catch (error) {
        if (error instanceof MemberOnlyActivities) throw new ServiceError(unauthenticatedMessage(ctx.url.pathname), 401);
        throw error;
      }
    },
  },
  {
    contract: memberActivity.saveBll,
    handler: async (ctx) => {
      const made = await signUp(ctx.deps, ctx.requireUser(), parseBody(memberActivity.saveBll.input, await ctx.body()));
      return ok({ data: made }, '报名成功');
    },
  },
  { contract: memberActivity.mySignups, handler: async (ctx) => okData(await mySignups(ctx.deps.db, ctx.requireUser())) },
];
