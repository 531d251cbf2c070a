import { operlog } from '@/features/monitor/operlog/contract';
import { logCalls } from '@/features/monitor/client/log-calls';
import type { RowOf } from '@/lib/contract/contract';

/** The operation log calls of contract 5.14, typed by their contracts (SysOperLog, section 4). */
export type OperLogEntry = RowOf<typeof operlog.list>;
export const operLogCalls = logCalls(operlog, 'operId', { toTheSecond: true });
