import { declaration, declarationTemplate } from '@/features/member/declaration/contract';
import { exportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { ok } from '@/lib/backend/http/envelope';
import { parseBody } from '@/lib/backend/http/schema';
import type { Route } from '@/lib/backend/http/router';
import { depsRowRoutes, getRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { toWireTime } from '@/lib/format/date-time';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import {
  allDeclarations,
  declarationForReview,
  declarationList,
  reviewDeclaration,
  type DeclarationExportRow,
} from './declaration-admin-service';
import { addTemplate, editTemplate, getTemplate, removeTemplates, templateList } from './declaration-template-service';
import { dictLabelsOf } from '@/features/member/server/dict-labels';

/**
 * Declarations for the back office (contract 10.6, permissions bll:declare:*) and the templates
 * of the member download page. Publishing templates is part of running declarations, so it
 * needs the reviewers' `bll:declare:review`.
 */
export const declarationAdminRoutes: Route[] = [
  listRoute(declaration.list, declarationList),
  exportRoute(declaration.export, async (ctx, filters) => {
    const [type, status] = await Promise.all([
      dictLabelsOf(ctx.deps.db, DICT_TYPES.declareType),
      dictLabelsOf(ctx.deps.db, DICT_TYPES.declareStatus),
    ]);
    const columns: ExportColumn<DeclarationExportRow>[] = [
      { header: '申报编号', value: (row) => row.id },
      { header: '申报类别', value: (row) => type(row.declareType), width: 18 },
      { header: '申报名称', value: (row) => row.title, width: 40 },
      { header: '申报人', value: (row) => row.applicantName },
      { header: '工作单位', value: (row) => row.employer, width: 30 },
      { header: '联系电话', value: (row) => row.phone, width: 14 },
      { header: '电子邮箱', value: (row) => row.email, width: 24 },
      { header: '状态', value: (row) => status(row.status) },
      { header: '附件数', value: (row) => row.fileCount },
      { header: '提交时间', value: (row) => toWireTime(row.submitTime), width: 20 },
      { header: '审核意见', value: (row) => row.comment, width: 30 },
      { header: '审核人', value: (row) => row.reviewBy },
      { header: '审核时间', value: (row) => toWireTime(row.reviewTime), width: 20 },
    ];
    return {
      title: '申报数据',
      columns,
      rows: await allDeclarations(ctx.deps.db, filters),
    };
  }),
  {
    contract: declaration.review,
    handler: async (ctx) => {
      await reviewDeclaration(ctx.deps.db, ctx.requireUser(), parseBody(declaration.review.input, await ctx.body()));
      return ok();
    },
  },
  listRoute(declarationTemplate.list, templateList),
  getRoute(declarationTemplate.get, 'id', getTemplate),
  depsRowRoutes.addRoute(declarationTemplate.add, addTemplate),
  depsRowRoutes.editRoute(declarationTemplate.edit, 'id', editTemplate),
  depsRowRoutes.removeRoute(declarationTemplate.remove, 'ids', removeTemplates),
  getRoute(declaration.get, 'id', declarationForReview),
];
