import { operlog } from '@/features/monitor/operlog/contract';
import { toWireTime } from '@/lib/format/date-time';
import { listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { sysOperLog } from '@/lib/backend/db/schema';
import type { Route } from '@/lib/backend/http/router';
import { cleanRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { operLogList, removeOperLogs, type OperLogRow } from './operlog-service';

/** Labels of dict `sys_oper_type`, by business type. */
const BUSINESS_TYPE_LABELS = ['其它', '新增', '修改', '删除', '授权', '导出', '导入', '强退', '生成代码', '清空数据'];
const OPERATOR_TYPE_LABELS = ['其它', '后台用户', '手机端用户'];

const exportColumns: ExportColumn<OperLogRow>[] = [
  { header: '操作序号', value: (row) => row.operId },
  { header: '操作模块', value: (row) => row.title, width: 16 },
  { header: '业务类型', value: (row) => BUSINESS_TYPE_LABELS[row.businessType] ?? String(row.businessType) },
  { header: '请求方法', value: (row) => row.method, width: 40 },
  { header: '请求方式', value: (row) => row.requestMethod },
  { header: '操作类别', value: (row) => OPERATOR_TYPE_LABELS[row.operatorType] ?? String(row.operatorType) },
  { header: '操作人员', value: (row) => row.operName, width: 16 },
  { header: '部门名称', value: (row) => row.deptName, width: 16 },
  { header: '请求地址', value: (row) => row.operUrl, width: 40 },
  { header: '操作地址', value: (row) => row.operIp, width: 20 },
  { header: '操作地点', value: (row) => row.operLocation, width: 16 },
  { header: '请求参数', value: (row) => row.operParam, width: 60 },
  { header: '返回参数', value: (row) => row.jsonResult, width: 60 },
  { header: '状态', value: (row) => (row.status === 0 ? '正常' : '异常') },
  { header: '错误消息', value: (row) => row.errorMsg, width: 30 },
  { header: '操作时间', value: (row) => toWireTime(row.operTime), width: 20 },
  { header: '消耗时间', value: (row) => `${row.costTime}毫秒` },
];

export const operlogRoutes: Route[] = [
  listRoute(operlog.list, operLogList),
  listExportRoute(operlog.export, '操作日志', exportColumns, operLogList),
  // Logged after the deletion, so the clean-up becomes the new log's first line.
  cleanRoute(operlog.clean, sysOperLog),
  removeRoute(operlog.remove, 'operIds', removeOperLogs),
];
