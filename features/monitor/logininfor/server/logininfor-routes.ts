import { logininfor } from '@/features/monitor/logininfor/contract';
import { toWireTime } from '@/lib/format/date-time';
import { listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { ok } from '@/lib/backend/http/envelope';
import { ServiceError } from '@/lib/backend/http/errors';
import { sysLogininfor } from '@/features/auth/tables';
import type { Route } from '@/lib/backend/http/router';
import { cleanRoute, removeRoute } from '@/lib/backend/http/row-routes';
import { listRoute } from '@/lib/backend/http/table-list';
import { logininforList, removeLogininfor, unlockAccount, USER_NOT_FOUND_MSG, type LogininforRow } from './logininfor-service';

const exportColumns: ExportColumn<LogininforRow>[] = [
  { header: '序号', value: (row) => row.infoId },
  { header: '用户账号', value: (row) => row.userName, width: 20 },
  { header: '登录状态', value: (row) => (row.status === '0' ? '成功' : '失败') },
  { header: '登录地址', value: (row) => row.ipaddr, width: 20 },
  { header: '登录地点', value: (row) => row.loginLocation, width: 20 },
  { header: '浏览器', value: (row) => row.browser, width: 16 },
  { header: '操作系统', value: (row) => row.os, width: 16 },
  { header: '提示消息', value: (row) => row.msg, width: 30 },
  { header: '访问时间', value: (row) => toWireTime(row.loginTime), width: 20 },
];

export const logininforRoutes: Route[] = [
  listRoute(logininfor.list, logininforList),
  listExportRoute(logininfor.export, '登录日志', exportColumns, logininforList),
  {
    contract: logininfor.unlock,
    handler: async (ctx) => {
      const userName = ctx.params.userName.trim();
      if (userName === '' || userName.length > 30) throw new ServiceError(USER_NOT_FOUND_MSG);
      await unlockAccount(ctx.deps, userName);
      return ok();
    },
  },
  cleanRoute(logininfor.clean, sysLogininfor),
  removeRoute(logininfor.remove, 'infoIds', removeLogininfor),
];
