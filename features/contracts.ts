import type { Contract } from '@/lib/contract/contract';
import * as auth from './auth/contract';
import * as article from './content/article/contract';
import * as category from './content/category/contract';
import * as links from './content/links/contract';
import * as portal from './content/portal/contract';
import * as files from './files/contract';
import * as activity from './member/activity/contract';
import * as application from './member/application/contract';
import * as dashboard from './member/dashboard/contract';
import * as declaration from './member/declaration/contract';
import * as job from './monitor/job/contract';
import * as jobLog from './monitor/job-log/contract';
import * as logininfor from './monitor/logininfor/contract';
import * as online from './monitor/online/contract';
import * as operlog from './monitor/operlog/contract';
import * as smsOutbox from './monitor/sms-outbox/contract';
import * as config from './system/config/contract';
import * as dept from './system/dept/contract';
import * as dict from './system/dict/contract';
import * as menu from './system/menu/contract';
import * as profile from './system/profile/contract';
import * as role from './system/role/contract';
import * as user from './system/user/contract';
import * as gen from './tool/gen/contract';

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
