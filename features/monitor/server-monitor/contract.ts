import { answerData, can, defineContracts } from '@/lib/contract/contract';

export const SERVER_LIST_PERMISSION = 'monitor:server:list';

/** The reference's `Server`, for this machine and this Node process. */
export interface ServerInfo {
  /** `total` is the raw sum of the processors' time (×100, as RuoYi gives it), the others percentages of it. */
  cpu: { cpuNum: number; total: number; sys: number; used: number; wait: number; free: number };
  /** In GB to two places. */
  mem: { total: number; used: number; free: number; usage: number };
  /** The Node runtime where the reference has its JVM: the heap in MB. */
  jvm: {
    total: number;
    max: number;
    free: number;
    used: number;
    usage: number;
    name: string;
    version: string;
    home: string;
    startTime: string;
    runTime: string;
    inputArgs: string;
  };
  sys: { computerName: string; computerIp: string; userDir: string; osName: string; osArch: string };
  /** Sizes as the reference's text (`15.6 GB`). */
  sysFiles: { dirName: string; sysTypeName: string; typeName: string; total: string; free: string; used: string; usage: number }[];
}

export const server = defineContracts(
  { title: '服务监控' },
  {
    // GET /monitor/server – the reference's Server: cpu, mem (GB), jvm (here the Node runtime, MB), sys, sysFiles; the CPU is watched for half a second
    info: { method: 'GET', path: '/monitor/server', access: can(SERVER_LIST_PERMISSION), answer: answerData<ServerInfo>() },
  },
);
