import type { Contract, ContractEntry } from '@/lib/contract/contract';
import * as auth from '@/features/auth/contract';
import * as authLock from '@/features/auth/lock-contract';
import * as article from '@/features/content/article/contract';
import * as category from '@/features/content/category/contract';
import * as links from '@/features/content/links/contract';
import * as portal from '@/features/content/portal/contract';
import * as files from '@/features/files/contract';
import * as activity from '@/features/member/activity/contract';
import * as application from '@/features/member/application/contract';
import * as dashboard from '@/features/member/dashboard/contract';
import * as declaration from '@/features/member/declaration/contract';
import * as cache from '@/features/monitor/cache/contract';
import * as job from '@/features/monitor/job/contract';
import * as jobLog from '@/features/monitor/job-log/contract';
import * as logininfor from '@/features/monitor/logininfor/contract';
import * as online from '@/features/monitor/online/contract';
import * as operlog from '@/features/monitor/operlog/contract';
import * as server from '@/features/monitor/server-monitor/contract';
import * as smsOutbox from '@/features/monitor/sms-outbox/contract';
import * as config from '@/features/system/config/contract';
import * as post from '@/features/system/post/contract';
import * as notice from '@/features/system/notice/contract';
import * as dept from '@/features/system/dept/contract';
import * as dict from '@/features/system/dict/contract';
import * as menu from '@/features/system/menu/contract';
import * as profile from '@/features/system/profile/contract';
import * as role from '@/features/system/role/contract';
import * as user from '@/features/system/user/contract';
import * as gen from '@/features/tool/gen/contract';
import * as swagger from '@/features/tool/swagger/contract';

/** Each feature's contract module under the feature's folder name. */
const FEATURES: Record<string, Record<string, unknown>> = {
  auth: { ...auth, ...authLock },
  'content/article': article,
  'content/category': category,
  'content/links': links,
  'content/portal': portal,
  files,
  'member/activity': activity,
  'member/application': application,
  'member/dashboard': dashboard,
  'member/declaration': declaration,
  'monitor/job': job,
  'monitor/job-log': jobLog,
  'monitor/logininfor': logininfor,
  'monitor/online': online,
  'monitor/operlog': operlog,
  'monitor/server-monitor': server,
  'monitor/cache': cache,
  'monitor/sms-outbox': smsOutbox,
  'system/config': config,
  'system/post': post,
  'system/notice': notice,
  'system/dept': dept,
  'system/dict': dict,
  'system/menu': menu,
  'system/profile': profile,
  'system/role': role,
  'system/user': user,
  'tool/gen': gen,
  'tool/swagger': swagger,
};

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'path' in value && 'access' in value;

/** Every endpoint of the API, one contract each (a feature's groups of them, less its other exports). */
export const CONTRACT_ENTRIES: readonly ContractEntry[] = Object.entries(FEATURES).flatMap(([feature, exports]) =>
  Object.entries(exports).flatMap(([group, value]) =>
    typeof value === 'object' && value !== null
      ? Object.entries(value)
          .filter((entry): entry is [string, Contract] => isContract(entry[1]))
          .map(([name, contract]) => ({ feature, group, name, contract }))
      : [],
  ),
);

export const ALL_CONTRACTS: readonly Contract[] = CONTRACT_ENTRIES.map((entry) => entry.contract);
