import type { Contract } from '@/lib/contract/contract';
import * as auth from '@/features/auth/contract';
import * as article from '@/features/content/article/contract';
import * as category from '@/features/content/category/contract';
import * as links from '@/features/content/links/contract';
import * as portal from '@/features/content/portal/contract';
import * as files from '@/features/files/contract';
import * as activity from '@/features/member/activity/contract';
import * as application from '@/features/member/application/contract';
import * as dashboard from '@/features/member/dashboard/contract';
import * as declaration from '@/features/member/declaration/contract';
import * as job from '@/features/monitor/job/contract';
import * as jobLog from '@/features/monitor/job-log/contract';
import * as logininfor from '@/features/monitor/logininfor/contract';
import * as online from '@/features/monitor/online/contract';
import * as operlog from '@/features/monitor/operlog/contract';
import * as smsOutbox from '@/features/monitor/sms-outbox/contract';
import * as config from '@/features/system/config/contract';
import * as dept from '@/features/system/dept/contract';
import * as dict from '@/features/system/dict/contract';
import * as menu from '@/features/system/menu/contract';
import * as profile from '@/features/system/profile/contract';
import * as role from '@/features/system/role/contract';
import * as user from '@/features/system/user/contract';
import * as gen from '@/features/tool/gen/contract';

const FEATURES = [
  auth,
  article,
  category,
  links,
  portal,
  files,
  activity,
  application,
  dashboard,
  declaration,
  job,
  jobLog,
  logininfor,
  online,
  operlog,
  smsOutbox,
  config,
  dept,
  dict,
  menu,
  profile,
  role,
  user,
  gen,
];

const isContract = (value: unknown): value is Contract =>
  typeof value === 'object' && value !== null && 'path' in value && 'access' in value;

/** Every endpoint of the API, one contract each (a feature's groups of them, less its other exports). */
export const ALL_CONTRACTS: readonly Contract[] = FEATURES.flatMap((feature) => Object.values(feature))
  .flatMap((group: unknown) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
  .filter(isContract);
