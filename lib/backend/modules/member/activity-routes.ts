import { ok, okData } from '../../http/envelope';
import { ServiceError, unauthenticatedMessage } from '../../http/errors';
import { parseBody } from '../../http/schema';
import type { Route } from '../../http/router';
import { parseId } from '../../../ids';
import { listActivities, MemberOnlyActivities, mySignups, signUp, signupSchema } from './activity-service';

export const activityRoutes: Route[] = [
  // GET /api/activity/activities/getInfoList – open activities (by activityId, articleId or activityType) with places and the caller's signedUp
  {
    method: 'GET',
    path: '/api/activity/activities/getInfoList',
    access: 'anonymous',
    handler: async (ctx) => {
      const filter = { activityId: parseId(ctx.query.get('activityId')), articleId: parseId(ctx.query.get('articleId')), activityType: ctx.query.get('activityType') || null };
      try {
        return okData(await listActivities(ctx.deps.db, filter, ctx.user));
      } catch (error) {
        if (error instanceof MemberOnlyActivities) throw new ServiceError(unauthenticatedMessage(ctx.url.pathname), 401);
        throw error;
      }
    },
  },
  // POST /api/activity/activities/saveBll – signs the caller up for an activity
  {
    method: 'POST',
    path: '/api/activity/activities/saveBll',
    access: 'user',
    handler: async (ctx) => {
      await signUp(ctx.deps, ctx.requireUser(), parseBody(signupSchema, await ctx.body()));
      return ok({}, '报名成功');
    },
  },
  // GET /api/activity/activities/mySignups – the caller's sign-ups, for the personal page
  { method: 'GET', path: '/api/activity/activities/mySignups', access: 'user', handler: async (ctx) => okData(await mySignups(ctx.deps.db, ctx.requireUser())) },
];
