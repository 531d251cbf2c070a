import { activity, activitySignup } from '@/features/member/activity/contract';
import { exportRoute, listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import type { Route } from '@/lib/backend/http/router';
import { depsRowRoutes, getRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { toWireTime } from '@/lib/format/date-time';
import { DICT_TYPES } from '@/lib/rules/member-rules';
import {
  activityList,
  addActivity,
  allActivities,
  allSignups,
  editActivity,
  getActivity,
  listSignups,
  removeActivities,
  type ActivityWithCount,
  type SignupRow,
} from './activity-admin-service';
import { dictLabelsOf } from '@/features/member/server/dict-labels';

/** How the export names a sign-up's online payment; nothing where none is taken online. */
const PAY_STATES: Record<string, string> = { '': '', unpaid: '待缴费', paid: '已缴费' };

const signupColumns: ExportColumn<SignupRow>[] = [
  { header: '报名编号', value: (row) => row.id },
  { header: '活动名称', value: (row) => row.activityTitle, width: 40 },
  { header: '姓名', value: (row) => row.name },
  { header: '手机号码', value: (row) => row.phone, width: 14 },
  { header: '工作单位', value: (row) => row.employer, width: 30 },
  { header: '备注', value: (row) => row.remark, width: 30 },
  { header: '缴费状态', value: (row) => PAY_STATES[row.payState] ?? row.payState },
  { header: '报名时间', value: (row) => toWireTime(row.createTime), width: 20 },
];

/** Activities and training events for the back office (contract 10.5, permissions bll:activity:*). */
export const activityAdminRoutes: Route[] = [
  listRoute(activity.list, activityList),
  exportRoute(activity.export, async (ctx, filters) => {
    const [type, status] = await Promise.all([
      dictLabelsOf(ctx.deps.db, DICT_TYPES.activityType),
      dictLabelsOf(ctx.deps.db, 'sys_normal_disable'),
    ]);
    const columns: ExportColumn<ActivityWithCount>[] = [
      { header: '活动编号', value: (row) => row.id },
      { header: '活动名称', value: (row) => row.title, width: 40 },
      { header: '活动类型', value: (row) => type(row.activityType) },
      { header: '开始时间', value: (row) => toWireTime(row.startTime), width: 20 },
      { header: '结束时间', value: (row) => toWireTime(row.endTime), width: 20 },
      { header: '活动地点', value: (row) => row.place, width: 30 },
      { header: '英文地点', value: (row) => row.placeEs, width: 30 },
      { header: '人数上限', value: (row) => row.capacity },
      { header: '已报名', value: (row) => row.signedCount },
      { header: '报名截止时间', value: (row) => toWireTime(row.deadline), width: 20 },
      { header: '费用', value: (row) => Number(row.fee) },
      { header: '会员费用', value: (row) => (row.memberFee === null ? null : Number(row.memberFee)) },
      { header: '状态', value: (row) => status(row.status) },
      { header: '关联文章', value: (row) => row.articleId },
    ];
    return { title: '活动数据', columns, rows: await allActivities(ctx.deps.db, filters) };
  }),
  listRoute(activitySignup.list, (ctx) => listSignups(ctx.deps.db, ctx.query)),
  listExportRoute(activitySignup.export, '活动报名', signupColumns, allSignups),
  getRoute(activity.get, 'id', getActivity),
  depsRowRoutes.addRoute(activity.add, addActivity),
  depsRowRoutes.editRoute(activity.edit, 'id', editActivity),
  depsRowRoutes.removeRoute(activity.remove, 'ids', removeActivities),
];
