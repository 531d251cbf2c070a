import { answerData, can, defineContracts, type Result } from '@/lib/contract/contract';
import type { serverInfo } from './server/server-service';

export const SERVER_LIST_PERMISSION = 'monitor:server:list';

export const server = defineContracts(
  { title: '服务监控' },
  {
    // GET /monitor/server – the reference's Server: cpu, mem (GB), jvm (here the Node runtime, MB), sys, sysFiles; the CPU is watched for half a second
    info: { method: 'GET', path: '/monitor/server', access: can(SERVER_LIST_PERMISSION), answer: answerData<Result<typeof serverInfo>>() },
  },
);
