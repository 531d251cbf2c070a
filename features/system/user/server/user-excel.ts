import { toWireTime } from '@/lib/format/date-time';
import type { UserListRow } from './user-list-service';
import { STATUS_LABELS, type ExportColumn } from '@/lib/backend/export/xlsx';

/** Labels of `sys_user.sex` and `status` in workbooks, as the reference's Excel converters write them. */
export const SEX_LABELS: Record<string, string> = { '0': '男', '1': '女', '2': '未知' };
export { STATUS_LABELS };

/** The sheet title of the user export and the import template (contract 5.1). */
export const USER_SHEET_TITLE = '用户数据';

/** The columns of `POST /system/user/export` (contract 5.1). */
export const userExportColumns: ExportColumn<UserListRow>[] = [
  { header: '用户序号', value: (row) => row.userId },
  { header: '登录名称', value: (row) => row.userName, width: 20 },
  { header: '用户名称', value: (row) => row.nickName, width: 20 },
  { header: '用户邮箱', value: (row) => row.email, width: 30 },
  { header: '手机号码', value: (row) => row.phonenumber, width: 16 },
  { header: '用户性别', value: (row) => SEX_LABELS[row.sex] ?? row.sex },
  { header: '账号状态', value: (row) => STATUS_LABELS[row.status] ?? row.status },
  { header: '最后登录IP', value: (row) => row.loginIp, width: 20 },
  { header: '最后登录时间', value: (row) => toWireTime(row.loginDate), width: 22 },
  { header: '部门名称', value: (row) => row.deptName, width: 20 },
  { header: '部门负责人', value: (row) => row.leader, width: 16 },
];

/**
 * The columns of the import template, in order; an uploaded workbook must start with exactly
 * this header row. Sex is 男/女/未知, status 正常/停用.
 */
export const IMPORT_HEADERS = ['部门编号', '登录名称', '用户名称', '用户邮箱', '手机号码', '用户性别', '账号状态'] as const;

/** The template is the header row alone; ExportColumn gives it the same look as an export. */
export const importTemplateColumns: ExportColumn<never>[] = IMPORT_HEADERS.map((header) => ({ header, value: () => null, width: 16 }));
