import type { FeatureModule } from '@/lib/modules/feature-module';
import auth from '@/features/auth/module';
import article from '@/features/content/article/module';
import category from '@/features/content/category/module';
import links from '@/features/content/links/module';
import portal from '@/features/content/portal/module';
import files from '@/features/files/module';
import activity from '@/features/member/activity/module';
import application from '@/features/member/application/module';
import dashboard from '@/features/member/dashboard/module';
import declaration from '@/features/member/declaration/module';
import payment from '@/features/member/payment/module';
import cache from '@/features/monitor/cache/module';
import job from '@/features/monitor/job/module';
import jobLog from '@/features/monitor/job-log/module';
import logininfor from '@/features/monitor/logininfor/module';
import online from '@/features/monitor/online/module';
import operlog from '@/features/monitor/operlog/module';
import serverMonitor from '@/features/monitor/server-monitor/module';
import smsOutbox from '@/features/monitor/sms-outbox/module';
import emailOutbox from '@/features/monitor/email-outbox/module';
import config from '@/features/system/config/module';
import dept from '@/features/system/dept/module';
import dict from '@/features/system/dict/module';
import menu from '@/features/system/menu/module';
import notice from '@/features/system/notice/module';
import post from '@/features/system/post/module';
import profile from '@/features/system/profile/module';
import role from '@/features/system/role/module';
import user from '@/features/system/user/module';
import gen from '@/features/tool/gen/module';
import swagger from '@/features/tool/swagger/module';
import backup from '@/features/backup/module';
import ruoyiImport from '@/features/ruoyi-import/module';
import feed from '@/features/content/feed/module';
import search from '@/features/content/search/module';
import sitemap from '@/features/content/sitemap/module';

/**
 * The composition root: every feature of the portal, once. The backend's router, the contract
 * registry and the OpenAPI document read this list; adding a feature is its folder and one line
 * here.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
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
  payment,
  job,
  jobLog,
  logininfor,
  online,
  operlog,
  serverMonitor,
  cache,
  smsOutbox,
  emailOutbox,
  config,
  post,
  notice,
  dept,
  dict,
  menu,
  profile,
  role,
  user,
  gen,
  swagger,
  feed,
  search,
  sitemap,
  backup,
  ruoyiImport,
];
