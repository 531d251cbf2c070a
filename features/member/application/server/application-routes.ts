import { application } from '@/features/member/application/contract';
import { ok, okData } from '@/lib/backend/http/envelope';
import { parseBody } from '@/lib/backend/http/schema';
import type { Route } from '@/lib/backend/http/router';
import {
  addMemberApplication,
  addOrgApplication,
  checkMemberApplication,
  checkOrgApplication,
  myApplication,
  submitPayment,
} from './application-service';

/** The applicant's side of membership sign-up; application-review-routes.ts has the reviewers'. */
export const applicationRoutes: Route[] = [
  {
    contract: application.check,
    handler: async (ctx) => {
      await checkMemberApplication(ctx.deps.db, ctx.requireUser(), parseBody(application.check.input, await ctx.body()));
      return ok();
    },
  },
  {
    contract: application.checkOrg,
    handler: async (ctx) => {
      await checkOrgApplication(ctx.deps.db, ctx.requireUser(), parseBody(application.checkOrg.input, await ctx.body()));
      return ok();
    },
  },
  {
    contract: application.addMember,
    handler: async (ctx) =>
      okData(await addMemberApplication(ctx.deps, ctx.requireUser(), parseBody(application.addMember.input, await ctx.body()))),
  },
  {
    contract: application.addOrg,
    handler: async (ctx) =>
      okData(await addOrgApplication(ctx.deps, ctx.requireUser(), parseBody(application.addOrg.input, await ctx.body()))),
  },
  { contract: application.getInfo, handler: async (ctx) => okData(await myApplication(ctx.deps.db, ctx.requireUser())) },
  {
    contract: application.submitPayInfo,
    handler: async (ctx) => {
      await submitPayment(ctx.deps, ctx.requireUser(), parseBody(application.submitPayInfo.input, await ctx.body()));
      return ok();
    },
  },
];
