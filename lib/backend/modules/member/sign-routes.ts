import { ok, okData, table } from '../../http/envelope';
import { dayRangeOf } from '../../http/list-query';
import { pageOf } from '../../http/paging';
import { parseBody } from '../../http/schema';
import type { RequestContext } from '../../http/context';
import type { Route } from '../../http/router';
import type { ApplicationType } from '../../../member-rules';
import { applicationRefSchema, auditSchema, memberApplicationSchema, orgApplicationSchema, paymentSchema } from './sign-schemas';
import {
  addMemberApplication,
  addOrgApplication,
  auditApplication,
  checkMemberApplication,
  checkOrgApplication,
  confirmPayment,
  listApplications,
  myApplication,
  rejectPayment,
  submitPayment,
} from './sign-service';

/** The contract's list filters: status, name and a creation date range (`params[beginTime]` or `beginTime`). */
function listOf(type: ApplicationType): Route['handler'] {
  return async (ctx: RequestContext) => {
    const q = ctx.query;
    const { total, rows } = await listApplications(
      ctx.deps.db,
      type,
      { status: q.get('status') || null, name: (q.get(type === 'member' ? 'name' : 'orgName') ?? q.get('name') ?? '').trim(), ...dayRangeOf(q) },
      pageOf(q),
    );
    return table(rows, total);
  };
}

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
  // GET /api/system/sign/memberList – individual applications for review, paged and filtered
  { method: 'GET', path: '/api/system/sign/memberList', access: { permission: 'bll:sign:list' }, handler: listOf('member') },
  // GET /api/system/sign/orgList – organisation applications for review
  { method: 'GET', path: '/api/system/sign/orgList', access: { permission: 'bll:sign:list' }, handler: listOf('org') },
  // PUT /api/system/sign/audit – approve (1) or reject (2, with a reason) a submitted application
  {
    method: 'PUT',
    path: '/api/system/sign/audit',
    access: { permission: 'bll:sign:audit' },
    handler: async (ctx) => {
      await auditApplication(ctx.deps.db, ctx.requireUser(), parseBody(auditSchema, await ctx.body()));
      return ok();
    },
  },
  // PUT /api/system/sign/confirmPay – the payment arrived: the applicant becomes a member
  {
    method: 'PUT',
    path: '/api/system/sign/confirmPay',
    access: { permission: 'bll:sign:audit' },
    handler: async (ctx) => {
      await confirmPayment(ctx.deps, ctx.requireUser(), parseBody(applicationRefSchema, await ctx.body()));
      return ok();
    },
  },
  // PUT /api/system/sign/rejectPay – the payment could not be matched: back to "approved" with the reason
  {
    method: 'PUT',
    path: '/api/system/sign/rejectPay',
    access: { permission: 'bll:sign:audit' },
    handler: async (ctx) => {
      await rejectPayment(ctx.deps.db, ctx.requireUser(), parseBody(applicationRefSchema, await ctx.body()));
      return ok();
    },
  },
];
