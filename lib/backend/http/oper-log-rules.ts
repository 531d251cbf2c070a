import type { Route } from './router';

/** `sys_oper_log.business_type`, as the reference's `BusinessType` numbers them (dict `sys_oper_type`). */
export const BUSINESS_TYPE = {
  other: 0,
  insert: 1,
  update: 2,
  delete: 3,
  grant: 4,
  export: 5,
  import: 6,
  forceLogout: 7,
  genCode: 8,
  clean: 9,
} as const;

/** The signed-in user's own account: changed without a permission, still worth a line in the log. */
const OWN_ACCOUNT_PATHS = /^\/system\/user\/(profile(\/.*)?|edit)$/;

/** GET routes that change data or take it out: they are recorded as the reference records them. */
const RECORDED_GETS = /(\/export$|^\/monitor\/logininfor\/unlock\/|^\/tool\/gen\/(genCode|synchDb|download|batchGenCode)\b)/;

/**
 * Which calls the operation log records, one rule for every module: a call that reached its
 * handler (signed in, permitted) and
 * - is not a GET, on a route that needs a permission (every back-office change, `/api/system/sign/audit`
 *   included) or on the caller's own account (`/system/user/profile…`, `/system/user/edit`);
 * - or is a GET that changes or takes out data: exports, account unlock, code generation.
 * Reads, sign-in and sign-out (the login log has those) and members' own portal calls are not recorded.
 */
export function isRecorded(route: Route, method: string): boolean {
  const guarded = typeof route.access === 'object';
  if (method === 'GET' || method === 'HEAD') return guarded && RECORDED_GETS.test(route.path);
  return guarded || OWN_ACCOUNT_PATHS.test(route.path);
}

/** Modules by route prefix; a sub-module comes before its parent, the first match wins. */
const TITLES: [prefix: string, title: string][] = [
  ['/system/user/profile', '个人信息'],
  ['/system/user/edit', '个人信息'],
  ['/system/user', '用户管理'],
  ['/system/role', '角色管理'],
  ['/system/menu', '菜单管理'],
  ['/system/dept', '部门管理'],
  ['/system/post', '岗位管理'],
  ['/system/dict/type', '字典类型'],
  ['/system/dict/data', '字典数据'],
  ['/system/config', '参数管理'],
  ['/system/notice', '通知公告'],
  ['/monitor/jobLog', '调度日志'],
  ['/monitor/job', '定时任务'],
  ['/monitor/online', '在线用户'],
  ['/monitor/logininfor/unlock', '账户解锁'],
  ['/monitor/logininfor', '登录日志'],
  ['/monitor/operlog', '操作日志'],
  ['/monitor/cache', '缓存监控'],
  ['/monitor/sms', '短信记录'],
  ['/tool/gen', '代码生成'],
  ['/bll/article_type', '栏目管理'],
  ['/bll/article', '文章管理'],
  ['/bll/links', '友情链接'],
  ['/api/system/sign', '会员审核'],
  ['/activity/signup', '活动报名'],
  ['/activity', '活动管理'],
  ['/declare/template', '申报模板'],
  ['/declare', '申报管理'],
];

/** The module a route belongs to (`title`); a route of a module not named here gets its first two path segments. */
export function titleOf(route: Route): string {
  const path = route.path;
  const match = TITLES.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return match ? match[1] : path.split('/').slice(0, 3).join('/');
}

/** What kind of change a call is, from its route and method. */
export function businessTypeOf(route: Route, method: string): number {
  const path = route.path;
  if (path.endsWith('/export')) return BUSINESS_TYPE.export;
  if (/\/(importData|importTable)$/.test(path)) return BUSINESS_TYPE.import;
  if (/\/(clean|refreshCache|clearCache\w*)(\/|$)/.test(path)) return BUSINESS_TYPE.clean;
  if (path === '/monitor/online/:tokenId') return BUSINESS_TYPE.forceLogout;
  if (/\/(authRole|authUser)(\/|$)/.test(path)) return BUSINESS_TYPE.grant;
  if (/^\/tool\/gen\/(genCode|download|batchGenCode)\b/.test(path)) return BUSINESS_TYPE.genCode;
  if (method === 'POST') return BUSINESS_TYPE.insert;
  if (method === 'PUT' || /^\/tool\/gen\/synchDb\b/.test(path)) return BUSINESS_TYPE.update;
  if (method === 'DELETE') return BUSINESS_TYPE.delete;
  return BUSINESS_TYPE.other;
}
