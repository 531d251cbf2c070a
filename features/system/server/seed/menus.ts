import type { sysMenu } from '@/lib/backend/db/schema';

type MenuSeed = typeof sysMenu.$inferInsert;

interface PageSeed {
  menuId: number;
  parentId: number;
  menuName: string;
  menuEsName: string;
  path: string;
  component: string;
  perms: string;
  icon: string;
  orderNum: number;
  /** Route parameters as JSON, handed to the page (contract 2.5). */
  query?: string;
  /** Button permissions, one F menu each, numbered from `firstButtonId`: an action of the page's area, or a whole permission string. */
  buttons: [firstButtonId: number, actions: string[], labels: string[]];
}

/** The association's member services: applications, activities and declarations. */
export const MEMBER_SERVICES_MENU_ID = 5;
const MEMBER_SERVICES: MenuSeed = {
  menuId: MEMBER_SERVICES_MENU_ID,
  menuName: '会员服务',
  menuEsName: 'Member services',
  parentId: 0,
  orderNum: 1,
  path: 'member',
  menuType: 'M',
  icon: 'peoples',
};

/** The content menu's entry to the portal's own settings (seed step 5 adds it to older databases). */
export const PORTAL_SETTINGS_MENU_ID = 126;

/** The reference's post and notice pages (system administration) and its API documents (tools): seed step 7 adds them to older databases. */
export const POST_PAGE_MENU_ID = 104;
export const NOTICE_PAGE_MENU_ID = 107;
export const SWAGGER_PAGE_MENU_ID = 117;

/**
 * The server and cache monitors the reference has under system monitoring (seed step 8 adds them
 * to older databases). The reference's 114 (缓存列表) is our SMS log, so the cache list is 119.
 */
export const SERVER_MONITOR_MENU_ID = 112;
export const CACHE_MONITOR_MENU_ID = 113;
export const CACHE_LIST_MENU_ID = 119;

/** 订单管理 under member services (seed step 17 adds it to older databases). */
export const ORDER_PAGE_MENU_ID = 127;
export const EMAIL_PAGE_MENU_ID = 128;

/** The pages under member services; the first release had them under content (seed step 4 moves them). */
export const MEMBER_SERVICE_PAGE_IDS = [123, 124, 125];

const directories: MenuSeed[] = [
  {
    menuId: 4,
    menuName: '内容管理',
    menuEsName: 'Content',
    parentId: 0,
    orderNum: 0,
    path: 'content',
    menuType: 'M',
    icon: 'documentation',
  },
  MEMBER_SERVICES,
  { menuId: 1, menuName: '系统管理', menuEsName: 'System', parentId: 0, orderNum: 2, path: 'system', menuType: 'M', icon: 'system' },
  { menuId: 2, menuName: '系统监控', menuEsName: 'Monitoring', parentId: 0, orderNum: 3, path: 'monitor', menuType: 'M', icon: 'monitor' },
  { menuId: 3, menuName: '系统工具', menuEsName: 'Tools', parentId: 0, orderNum: 4, path: 'tool', menuType: 'M', icon: 'tool' },
  {
    menuId: 108,
    menuName: '日志管理',
    menuEsName: 'Logs',
    parentId: 1,
    orderNum: 9,
    path: 'log',
    menuType: 'M',
    icon: 'log',
    component: 'ParentView',
  },
];

const CRUD = ['query', 'add', 'edit', 'remove'];

/** A button's English name is its page's and its action's, as "Users: Reset password". */
const ACTION_NAMES: Record<string, string> = {
  query: 'Query',
  add: 'Add',
  edit: 'Edit',
  remove: 'Delete',
  export: 'Export',
  import: 'Import',
  resetPwd: 'Reset password',
  audit: 'Review',
  review: 'Review',
  unlock: 'Unlock account',
  forceLogout: 'Force logout',
  changeStatus: 'Change status',
  preview: 'Preview',
  code: 'Generate code',
  refund: 'Refund',
  test: 'Send a test',
};
const CRUD_LABELS = ['查询', '新增', '修改', '删除'];

const pages: PageSeed[] = [
  {
    menuId: 120,
    parentId: 4,
    menuName: '栏目管理',
    menuEsName: 'Categories',
    path: 'articleType',
    component: 'bll/articleType/index',
    perms: 'bll:articleType:list',
    icon: 'tree-table',
    orderNum: 1,
    buttons: [1100, CRUD, CRUD_LABELS],
  },
  {
    menuId: 121,
    parentId: 4,
    menuName: '文章管理',
    menuEsName: 'Articles',
    path: 'article',
    component: 'bll/article/index',
    perms: 'bll:article:list',
    icon: 'documentation',
    orderNum: 2,
    buttons: [1110, [...CRUD, 'export'], [...CRUD_LABELS, '导出']],
  },
  {
    menuId: 122,
    parentId: 4,
    menuName: '友情链接',
    menuEsName: 'Links',
    path: 'links',
    component: 'bll/links/index',
    perms: 'bll:links:list',
    icon: 'link',
    orderNum: 3,
    buttons: [1120, CRUD, CRUD_LABELS],
  },
  // The footer contact block and the upgrade notice are the portal.* config entries: the content menu opens the config screen on them.
  {
    menuId: PORTAL_SETTINGS_MENU_ID,
    parentId: 4,
    menuName: '网站设置',
    menuEsName: 'Site settings',
    path: 'settings',
    component: 'system/config/index',
    query: '{"configKey":"portal."}',
    perms: 'system:config:list',
    icon: 'edit',
    orderNum: 4,
    buttons: [0, [], []],
  },
  {
    menuId: 123,
    parentId: MEMBER_SERVICES_MENU_ID,
    menuName: '会员审核',
    menuEsName: 'Applications',
    path: 'sign',
    component: 'bll/sign/index',
    perms: 'bll:sign:list',
    icon: 'peoples',
    orderNum: 4,
    buttons: [1130, ['query', 'audit', 'export'], ['查询', '审核', '导出']],
  },
  {
    menuId: 124,
    parentId: MEMBER_SERVICES_MENU_ID,
    menuName: '活动管理',
    menuEsName: 'Activities',
    path: 'activity',
    component: 'bll/activity/index',
    perms: 'bll:activity:list',
    icon: 'date',
    orderNum: 5,
    buttons: [1140, [...CRUD, 'export'], [...CRUD_LABELS, '导出']],
  },
  {
    menuId: 125,
    parentId: MEMBER_SERVICES_MENU_ID,
    menuName: '申报管理',
    menuEsName: 'Declarations',
    path: 'declare',
    component: 'bll/declare/index',
    perms: 'bll:declare:list',
    icon: 'form',
    orderNum: 6,
    buttons: [1150, ['query', 'review', 'export'], ['查询', '审核', '导出']],
  },
  {
    menuId: ORDER_PAGE_MENU_ID,
    parentId: MEMBER_SERVICES_MENU_ID,
    menuName: '订单管理',
    menuEsName: 'Orders',
    path: 'order',
    component: 'pay/order/index',
    perms: 'pay:order:list',
    icon: 'money',
    orderNum: 7,
    buttons: [1160, ['query', 'refund', 'export'], ['查询', '退款', '导出']],
  },
  {
    menuId: 100,
    parentId: 1,
    menuName: '用户管理',
    menuEsName: 'Users',
    path: 'user',
    component: 'system/user/index',
    perms: 'system:user:list',
    icon: 'user',
    orderNum: 1,
    buttons: [1000, [...CRUD, 'export', 'import', 'resetPwd'], [...CRUD_LABELS, '导出', '导入', '重置密码']],
  },
  {
    menuId: 101,
    parentId: 1,
    menuName: '角色管理',
    menuEsName: 'Roles',
    path: 'role',
    component: 'system/role/index',
    perms: 'system:role:list',
    icon: 'peoples',
    orderNum: 2,
    buttons: [1007, [...CRUD, 'export'], [...CRUD_LABELS, '导出']],
  },
  {
    menuId: 102,
    parentId: 1,
    menuName: '菜单管理',
    menuEsName: 'Menus',
    path: 'menu',
    component: 'system/menu/index',
    perms: 'system:menu:list',
    icon: 'tree-table',
    orderNum: 3,
    buttons: [1012, CRUD, CRUD_LABELS],
  },
  {
    menuId: 103,
    parentId: 1,
    menuName: '部门管理',
    menuEsName: 'Departments',
    path: 'dept',
    component: 'system/dept/index',
    perms: 'system:dept:list',
    icon: 'tree',
    orderNum: 4,
    buttons: [1016, CRUD, CRUD_LABELS],
  },
  {
    menuId: POST_PAGE_MENU_ID,
    parentId: 1,
    menuName: '岗位管理',
    menuEsName: 'Posts',
    path: 'post',
    component: 'system/post/index',
    perms: 'system:post:list',
    icon: 'post',
    orderNum: 5,
    buttons: [1020, [...CRUD, 'export'], [...CRUD_LABELS, '导出']],
  },
  {
    menuId: 105,
    parentId: 1,
    menuName: '字典管理',
    menuEsName: 'Dictionaries',
    path: 'dict',
    component: 'system/dict/index',
    perms: 'system:dict:list',
    icon: 'dict',
    orderNum: 6,
    buttons: [1026, [...CRUD, 'export'], [...CRUD_LABELS, '导出']],
  },
  {
    menuId: 106,
    parentId: 1,
    menuName: '参数设置',
    menuEsName: 'Parameters',
    path: 'config',
    component: 'system/config/index',
    perms: 'system:config:list',
    icon: 'edit',
    orderNum: 7,
    buttons: [1031, [...CRUD, 'export'], [...CRUD_LABELS, '导出']],
  },
  {
    menuId: NOTICE_PAGE_MENU_ID,
    parentId: 1,
    menuName: '通知公告',
    menuEsName: 'Notices',
    path: 'notice',
    component: 'system/notice/index',
    perms: 'system:notice:list',
    icon: 'message',
    orderNum: 8,
    buttons: [1036, CRUD, CRUD_LABELS],
  },
  {
    menuId: 500,
    parentId: 108,
    menuName: '操作日志',
    menuEsName: 'Operation log',
    path: 'operlog',
    component: 'monitor/operlog/index',
    perms: 'monitor:operlog:list',
    icon: 'form',
    orderNum: 1,
    buttons: [1040, ['query', 'remove', 'export'], ['查询', '删除', '导出']],
  },
  {
    menuId: 501,
    parentId: 108,
    menuName: '登录日志',
    menuEsName: 'Sign-in log',
    path: 'logininfor',
    component: 'monitor/logininfor/index',
    perms: 'monitor:logininfor:list',
    icon: 'logininfor',
    orderNum: 2,
    buttons: [1043, ['query', 'remove', 'export', 'unlock'], ['查询', '删除', '导出', '账户解锁']],
  },
  {
    menuId: 109,
    parentId: 2,
    menuName: '在线用户',
    menuEsName: 'Online users',
    path: 'online',
    component: 'monitor/online/index',
    perms: 'monitor:online:list',
    icon: 'online',
    orderNum: 1,
    buttons: [1047, ['query', 'forceLogout'], ['查询', '强退']],
  },
  {
    menuId: 110,
    parentId: 2,
    menuName: '定时任务',
    menuEsName: 'Scheduled jobs',
    path: 'job',
    component: 'monitor/job/index',
    perms: 'monitor:job:list',
    icon: 'job',
    orderNum: 2,
    buttons: [1050, [...CRUD, 'changeStatus', 'export'], [...CRUD_LABELS, '状态修改', '导出']],
  },
  {
    menuId: 114,
    parentId: 2,
    menuName: '短信记录',
    menuEsName: 'SMS log',
    path: 'sms',
    component: 'monitor/sms/index',
    perms: 'monitor:sms:list',
    icon: 'message',
    orderNum: 3,
    buttons: [1060, [], []],
  },
  {
    menuId: EMAIL_PAGE_MENU_ID,
    parentId: 2,
    menuName: '邮件记录',
    menuEsName: 'E-mail log',
    path: 'email',
    component: 'monitor/email/index',
    perms: 'monitor:email:list',
    icon: 'email',
    orderNum: 3,
    buttons: [1170, ['system:email:test'], ['测试']],
  },
  {
    menuId: SERVER_MONITOR_MENU_ID,
    parentId: 2,
    menuName: '服务监控',
    menuEsName: 'Server',
    path: 'server',
    component: 'monitor/server/index',
    perms: 'monitor:server:list',
    icon: 'server',
    orderNum: 4,
    buttons: [0, [], []],
  },
  {
    menuId: CACHE_MONITOR_MENU_ID,
    parentId: 2,
    menuName: '缓存监控',
    menuEsName: 'Cache',
    path: 'cache',
    component: 'monitor/cache/index',
    perms: 'monitor:cache:list',
    icon: 'redis',
    orderNum: 5,
    buttons: [0, [], []],
  },
  {
    menuId: CACHE_LIST_MENU_ID,
    parentId: 2,
    menuName: '缓存列表',
    menuEsName: 'Cache list',
    path: 'cacheList',
    component: 'monitor/cache/list',
    perms: 'monitor:cache:list',
    icon: 'redis-list',
    orderNum: 6,
    buttons: [0, [], []],
  },
  {
    menuId: 116,
    parentId: 3,
    menuName: '代码生成',
    menuEsName: 'Code generator',
    path: 'gen',
    component: 'tool/gen/index',
    perms: 'tool:gen:list',
    icon: 'code',
    orderNum: 1,
    buttons: [1070, ['query', 'edit', 'remove', 'import', 'preview', 'code'], ['查询', '修改', '删除', '导入', '预览', '生成代码']],
  },
  {
    menuId: SWAGGER_PAGE_MENU_ID,
    parentId: 3,
    menuName: '系统接口',
    menuEsName: 'API documents',
    path: 'swagger',
    component: 'tool/swagger/index',
    perms: 'tool:swagger:list',
    icon: 'swagger',
    orderNum: 2,
    buttons: [0, [], []],
  },
];

function pageMenus(page: PageSeed): MenuSeed[] {
  const [firstButtonId, actions, labels] = page.buttons;
  const area = page.perms.slice(0, page.perms.lastIndexOf(':'));
  const menu: MenuSeed = {
    menuId: page.menuId,
    parentId: page.parentId,
    menuName: page.menuName,
    menuEsName: page.menuEsName,
    orderNum: page.orderNum,
    path: page.path,
    component: page.component,
    query: page.query,
    menuType: 'C',
    perms: page.perms,
    icon: page.icon,
  };
  const buttons = actions.map<MenuSeed>((action, i) => ({
    menuId: firstButtonId + i,
    parentId: page.menuId,
    menuName: `${page.menuName.replace(/管理|设置|记录$/, '')}${labels[i]}`,
    menuEsName: `${page.menuEsName}: ${ACTION_NAMES[action.slice(action.lastIndexOf(':') + 1)]}`,
    orderNum: i + 1,
    menuType: 'F',
    perms: action.includes(':') ? action : `${area}:${action}`,
  }));
  return [menu, ...buttons];
}

/** The admin menu tree of a new portal: content, system, monitor and tool. */
export const menuSeeds: MenuSeed[] = [...directories, ...pages.flatMap(pageMenus)];

/** Menus of the content editor role: the content and member-services directories and everything under them. */
export function contentMenuIds(): number[] {
  const editorDirectories = [4, MEMBER_SERVICES_MENU_ID];
  // The portal settings are config entries: editing them takes the system administrator's permissions.
  const editorPages = pages.filter((page) => editorDirectories.includes(page.parentId) && page.perms.startsWith('bll:'));
  return [...editorDirectories, ...editorPages.flatMap((page) => pageMenus(page).map((menu) => menu.menuId as number))];
}
