import { server } from '@/features/monitor/server-monitor/contract';
import { okData } from '@/lib/backend/http/envelope';
import type { Route } from '@/lib/backend/http/router';
import { serverInfo } from './server-service';

/** The server monitor (contract 5.15). */
export const serverRoutes: Route[] = [
  { contract: server.info, handler: async (ctx) => okData(await serverInfo(ctx.deps.files.directory)) },
];
