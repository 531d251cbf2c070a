import { ok, okData } from '../../http/envelope';
import { parseBody } from '../../http/schema';
import type { Route } from '../../http/router';
import { memberApplicationSchema, orgApplicationSchema, paymentSchema } from './sign-schemas';
import { addMemberApplication, addOrgApplication, checkMemberApplication, checkOrgApplication, myApplication, submitPayment } from './sign-service';

/** The applicant's side of membership sign-up; sign-review-routes.ts has the reviewers'. */
export const signRoutes: Route[] = [
  // POST /api/system/sign/check – checks an individual application (fields, duplicates, one at a time) without storing it
  {
    method: 'POST',
    path: '/api/system/sign/check',
    access: 'user',
    handler: async (ctx) => {
      await checkMemberApplication(ctx.deps.db, ctx.requireUser(), parseBody(memberApplicationSchema, await ctx.body()));
      return ok();
    },
  },
  // POST /api/system/sign/checkOrg – the same for an organisation application
  {
    method: 'POST',
    path: '/api/system/sign/checkOrg',
    access: 'user',
    handler: async (ctx) => {
      await checkOrgApplication(ctx.deps.db, ctx.requireUser(), parseBody(orgApplicationSchema, await ctx.body()));
      return ok();
    },
  },
  // POST /api/system/sign/addMember – submits an individual application (status 0)
  {
    method: 'POST',
    path: '/api/system/sign/addMember',
    access: 'user',
    handler: async (ctx) => okData(await addMemberApplication(ctx.deps, ctx.requireUser(), parseBody(memberApplicationSchema, await ctx.body()))),
  },
  // POST /api/system/sign/addOrg – submits an organisation application (status 0)
  {
    method: 'POST',
    path: '/api/system/sign/addOrg',
    access: 'user',
    handler: async (ctx) => okData(await addOrgApplication(ctx.deps, ctx.requireUser(), parseBody(orgApplicationSchema, await ctx.body()))),
  },
  // GET /api/system/sign/getInfo – the caller's newest application, its payment and isMember
  { method: 'GET', path: '/api/system/sign/getInfo', access: 'user', handler: async (ctx) => okData(await myApplication(ctx.deps.db, ctx.requireUser())) },
  // POST /api/system/sign/submitPayInfo – payment information for the caller's approved application
  {
    method: 'POST',
    path: '/api/system/sign/submitPayInfo',
    access: 'user',
    handler: async (ctx) => {
      await submitPayment(ctx.deps, ctx.requireUser(), parseBody(paymentSchema, await ctx.body()));
      return ok();
    },
  },
];
