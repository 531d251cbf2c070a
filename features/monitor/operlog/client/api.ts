import { operlog } from '@/features/monitor/operlog/contract';
import { logCalls } from '@/features/monitor/client/log-calls';

/** The operation log calls of contract 5.14, with the fields of SysOperLog (section 4). */
export interface OperLogEntry {
  operId: number;
  /** The module (系统模块). */
  title: string;
  /** Dict `sys_oper_type`: 0 other, 1 insert, 2 update, 3 delete, … 9 clean. */
  businessType: number;
  method: string;
  requestMethod: string;
  operatorType: number;
  operName: string;
  deptName: string | null;
  operUrl: string;
  operIp: string;
  operLocation: string;
  operParam: string | null;
  jsonResult: string | null;
  /** 0 success, 1 failure (dict `sys_common_status`), a number on the wire. */
  status: number;
  errorMsg: string | null;
  operTime: string;
  costTime: number;
}
export const operLogCalls = logCalls<OperLogEntry>(operlog, 'operId', { toTheSecond: true });
