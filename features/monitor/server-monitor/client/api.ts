// Imported relatively: this feature is named server, and the lint rule takes `@/features/**/server/**` for backend code.
import { server } from '@/features/monitor/server-monitor/contract';
import type { DataOf } from '@/lib/contract/contract';
import { request } from '@/lib/http/request';

/** The server monitor's call (contract 5.15), typed by its contract. */
export type ServerInfo = DataOf<typeof server.info>;
export type ServerDisk = ServerInfo['sysFiles'][number];

export const getServer = () => request(server.info).then((answer) => answer.data);
