import { application, applicationTypeSchema } from '@/features/member/application/contract';
import { listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { ok, okData } from '@/lib/backend/http/envelope';
import { idParam } from '@/lib/backend/http/params';
import { parseBody } from '@/lib/backend/http/schema';
import type { RequestContext } from '@/lib/backend/http/context';
import type { Route } from '@/lib/backend/http/router';
import { listRoute } from '@/lib/backend/http/table-list';
import { toWireTime } from '@/lib/format/date-time';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import { dictLabelsOf } from '@/features/member/server/dict-labels';
import {
  applicationDetail,
  auditApplication,
  confirmPayment,
  memberApplicationList,
  orgApplicationList,
  rejectPayment,
  type MemberApplicationRow,
  type OrgApplicationRow,
} from './application-review-service';

type Label = (value: string | null) => string;

/** The review columns both kinds of application end with. */
function reviewColumns<T extends MemberApplicationRow | OrgApplicationRow>(status: Label): ExportColumn<T>[] {
  return [
    { header: '手机号码', value: (row) => row.mobile, width: 14 },
    { header: '电子邮箱', value: (row) => row.email, width: 24 },
    { header: '状态', value: (row) => status(row.status) },
    { header: '审核意见', value: (row) => row.reason, width: 30 },
    { header: '审核人', value: (row) => row.auditBy },
    { header: '审核时间', value: (row) => toWireTime(row.auditTime), width: 20 },
    { header: '入会时间', value: (row) => toWireTime(row.memberSince), width: 20 },
    { header: '有效期至', value: (row) => row.validUntil, width: 12 },
    { header: '申请时间', value: (row) => toWireTime(row.createTime), width: 20 },
  ];
}

async function memberColumns(ctx: RequestContext): Promise<ExportColumn<MemberApplicationRow>[]> {
  const [status, gender, speciality] = await Promise.all(
    [DICT_TYPES.signStatus, DICT_TYPES.sex, DICT_TYPES.speciality].map((type) => dictLabelsOf(ctx.deps.db, type)),
  );
  return [
    { header: '申请编号', value: (row) => row.id },
    { header: '姓名', value: (row) => row.name },
    { header: '性别', value: (row) => gender(row.gender) },
    { header: '身份证号码', value: (row) => row.idNumber, width: 20 },
    { header: '出生日期', value: (row) => row.birthDate, width: 12 },
    { header: '工作单位', value: (row) => row.employer, width: 30 },
    { header: '职务/职称', value: (row) => row.jobTitle, width: 16 },
    { header: '从业年限', value: (row) => row.yearsInProfession },
    { header: '专业方向', value: (row) => speciality(row.speciality) },
    { header: '所获证书', value: (row) => row.certificates, width: 30 },
    ...reviewColumns<MemberApplicationRow>(status),
  ];
}

async function orgColumns(ctx: RequestContext): Promise<ExportColumn<OrgApplicationRow>[]> {
  const [status, orgSize] = await Promise.all([DICT_TYPES.signStatus, DICT_TYPES.orgSize].map((type) => dictLabelsOf(ctx.deps.db, type)));
  return [
    { header: '申请编号', value: (row) => row.id },
    { header: '单位名称', value: (row) => row.orgName, width: 30 },
    { header: '统一社会信用代码', value: (row) => row.creditCode, width: 22 },
    { header: '法定代表人', value: (row) => row.legalPerson },
    { header: '单位地址', value: (row) => row.address, width: 30 },
    { header: '联系人', value: (row) => row.contactName },
    { header: '单位规模', value: (row) => orgSize(row.orgSize) },
    { header: '业务范围', value: (row) => row.businessScope, width: 30 },
    ...reviewColumns<OrgApplicationRow>(status),
  ];
}

/** The reviewers' side of membership sign-up (contract 10.4); every decision is recorded in the application's history. */
export const applicationReviewRoutes: Route[] = [
  listRoute(application.memberList, memberApplicationList),
  listRoute(application.orgList, orgApplicationList),
  listExportRoute(application.memberExport, '个人会员申请', memberColumns, memberApplicationList),
  listExportRoute(application.orgExport, '单位会员申请', orgColumns, orgApplicationList),
  {
    contract: application.detail,
    handler: async (ctx) => {
      const type = parseBody(applicationTypeSchema, ctx.query.get('type'));
      return okData(await applicationDetail(ctx.deps.db, type, idParam('id', ctx.query.get('id'))));
    },
  },
  {
    contract: application.audit,
    handler: async (ctx) => {
      await auditApplication(ctx.deps, ctx.requireUser(), parseBody(application.audit.input, await ctx.body()));
      return ok();
    },
  },
  {
    contract: application.confirmPay,
    handler: async (ctx) => {
      await confirmPayment(ctx.deps, ctx.requireUser(), parseBody(application.confirmPay.input, await ctx.body()));
      return ok();
    },
  },
  {
    contract: application.rejectPay,
    handler: async (ctx) => {
      await rejectPayment(ctx.deps, ctx.requireUser(), parseBody(application.rejectPay.input, await ctx.body()));
      return ok();
    },
  },
];
