import { createRouteSearch } from './route-search';
import { buildRouteTable, menuLeaves, routesInLocale, type ServerRoute } from './server-routes';
import { resolveAdminPage } from './resolve-page';

const meta = (title: string, extra: object = {}) => ({ title, icon: 'x', noCache: false, link: null, ...extra });

/** The shape `GET /getRouters` answers for the seeded admin (contract section 2.5). */
const ROUTERS: ServerRoute[] = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('系统管理'),
    children: [
      { name: 'User', path: 'user', hidden: false, component: 'system/user/index', meta: meta('用户管理') },
      { name: 'Dict', path: 'dict', hidden: false, component: 'system/dict/index', meta: meta('字典管理') },
      { name: 'Config', path: 'config', hidden: true, component: 'system/config/index', meta: meta('参数设置', { noCache: true }) },
      {
        name: 'Log',
        path: 'log',
        hidden: false,
        redirect: 'noRedirect',
        component: 'ParentView',
        alwaysShow: true,
        meta: meta('日志管理'),
        children: [{ name: 'Operlog', path: 'operlog', hidden: false, component: 'monitor/operlog/index', meta: meta('操作日志') }],
      },
    ],
  },
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    children: [
      { name: 'Board', path: 'board', hidden: false, component: 'board/index', meta: meta('看板'), query: '{"tab":"2"}' } as ServerRoute,
    ],
  },
  { name: 'Site', path: 'https://example.org', hidden: false, component: 'Layout', meta: meta('官网', { link: 'https://example.org' }) },
];

describe('buildRouteTable', () => {
  const table = buildRouteTable(ROUTERS);

  it('builds the sidebar from visible routes with full paths', () => {
    expect(table.menu.map((entry) => entry.title)).toEqual(['系统管理', '看板', '官网']);
    const system = table.menu[0];
    expect(system.children.map((entry) => [entry.title, entry.path])).toEqual([
      ['用户管理', '/system/user'],
      ['字典管理', '/system/dict'],
      ['日志管理', '/system/log'],
    ]);
    expect(system.children[2].children[0].path).toBe('/system/log/operlog');
    expect(table.menu[1]).toMatchObject({ path: '/board', children: [] });
    expect(table.menu[2]).toMatchObject({ path: 'https://example.org', external: true });
  });

  it('keeps hidden pages reachable with their flags, trail and query', () => {
    const config = table.pages.find((page) => page.path === '/system/config');
    expect(config).toMatchObject({ component: 'system/config/index', noCache: true });
    expect(config?.trail).toEqual([
      { title: '系统管理', path: null },
      { title: '参数设置', path: '/system/config' },
    ]);
    expect(table.pages.find((page) => page.path === '/board')?.query).toEqual({ tab: '2' });
    expect(table.pages.some((page) => page.path.startsWith('http'))).toBe(false);
  });

  it('skips malformed entries and survives cycles', () => {
    const looped: ServerRoute = { path: '/loop', component: 'Layout', meta: meta('环'), children: [] };
    looped.children!.push(looped, { path: 'ok', component: 'x/index', meta: meta('好') });
    const odd = buildRouteTable([null, 3, { component: 'a' }, { path: '' }, looped, { path: '/bare', component: 'bare/index' }]);
    expect(odd.pages.map((page) => page.path)).toEqual(['/loop/ok', '/bare']);
    expect(odd.pages[1].title).toBe('/bare');
    expect(buildRouteTable({ not: 'a list' })).toEqual({ menu: [], pages: [] });
  });

  it('never turns a menu path into an address on another site', () => {
    const hostile = buildRouteTable([
      { path: '//evil.example', component: 'x/index', meta: meta('甲') },
      { path: '/\\evil.example', component: 'x/index', meta: meta('乙') },
      { path: 'https://example.org/docs', component: 'Layout', meta: meta('丙') },
      { path: '/constructor', component: 'constructor', meta: meta('丁', { icon: 'constructor' }) },
    ]);
    expect(hostile.pages.map((page) => page.path)).toEqual(['/evil.example', '/constructor']);
    expect(hostile.menu.find((entry) => entry.title === '丙')).toMatchObject({ external: true, path: 'https://example.org/docs' });
  });

  it('shows a lone child in place of its directory unless alwaysShow', () => {
    const lone = buildRouteTable([
      {
        path: '/tool',
        component: 'Layout',
        meta: meta('工具'),
        children: [{ path: 'gen', component: 'tool/gen/index', meta: meta('代码生成') }],
      },
    ]);
    expect(lone.menu).toMatchObject([{ title: '代码生成', path: '/tool/gen' }]);
  });
});

describe('routesInLocale', () => {
  const english: ServerRoute[] = [
    {
      path: '/system',
      meta: meta('系统管理', { titleEs: 'System' }),
      children: [
        { path: 'user', component: 'system/user/index', meta: meta('用户管理', { titleEs: 'Users' }) },
        { path: 'dict', component: 'system/dict/index', meta: meta('字典管理', { titleEs: '' }) },
      ],
    },
  ];

  it('names the sidebar, tags and breadcrumb in English where the backend gave English, else in Chinese', () => {
    const table = buildRouteTable(routesInLocale(english, 'en'));
    expect(table.menu[0]).toMatchObject({ title: 'System', children: [{ title: 'Users' }, { title: '字典管理' }] });
    expect(table.pages.find((page) => page.path === '/system/user')?.trail.map((crumb) => crumb.title)).toEqual(['System', 'Users']);
    expect(buildRouteTable(routesInLocale(english, 'zh')).menu[0].title).toBe('系统管理');
  });

  it('passes what is not a route list as it came: the table builder refuses it', () => {
    expect(routesInLocale(null, 'en')).toBeNull();
    expect(routesInLocale([7, null, { path: 'x', meta: { titleEs: 3 } }], 'en')).toEqual([7, null, { path: 'x', meta: { titleEs: 3 } }]);
  });
});

describe('resolveAdminPage', () => {
  const table = buildRouteTable(ROUTERS);
  const admin = { roles: ['admin'], permissions: ['*:*:*'] };
  const editor = { roles: ['editor'], permissions: ['system:user:list'] };
  const titles = { home: '首页', hidden: (key: string) => key };

  it('finds menu pages, the home page and the language prefix', () => {
    expect(resolveAdminPage(table, '/system/user', admin, titles)).toMatchObject({
      kind: 'page',
      page: { component: 'system/user/index' },
    });
    expect(resolveAdminPage(table, '/en/system/user/', admin, titles)).toMatchObject({ kind: 'page' });
    expect(resolveAdminPage(table, '/index', editor, titles)).toMatchObject({ kind: 'page', page: { affix: true, component: 'index' } });
  });

  it('opens hidden pages with digit ids only', () => {
    expect(resolveAdminPage(table, '/system/user-auth/role/12', admin, titles)).toMatchObject({
      kind: 'page',
      params: { id: '12' },
      page: { component: 'system/user/authRole', activeMenu: '/system/user' },
    });
    for (const bad of [
      '/system/user-auth/role/abc',
      '/system/user-auth/role/012',
      '/system/user-auth/role/1.5',
      '/system/user-auth/role',
      '/system/dict-data/index/-1',
    ]) {
      expect(resolveAdminPage(table, bad, admin, titles)).toEqual({ kind: 'not-found' });
    }
    expect(resolveAdminPage(table, '/monitor/job-log/index', admin, titles)).toMatchObject({ kind: 'page', params: {} });
  });

  it('opens the personal centre to any user of the shell, under the home page, with no id', () => {
    const nobody = { roles: ['editor'], permissions: [] };
    expect(resolveAdminPage(buildRouteTable([]), '/index/profile', nobody, titles)).toMatchObject({
      kind: 'page',
      params: {},
      page: {
        component: 'system/user/profile/index',
        trail: [
          { title: '首页', path: '/index' },
          { title: 'profile', path: null },
        ],
      },
    });
    expect(resolveAdminPage(table, '/index/profile/1', admin, titles)).toEqual({ kind: 'not-found' });
  });

  it('refuses pages the user lacks, and hides from others which exist', () => {
    expect(resolveAdminPage(table, '/system/user-auth/role/3', editor, titles)).toEqual({ kind: 'forbidden' });
    expect(resolveAdminPage(buildRouteTable([]), '/system/role', editor, titles)).toEqual({ kind: 'forbidden' });
    expect(resolveAdminPage(table, '/system/nothing', admin, titles)).toEqual({ kind: 'not-found' });
  });
});

describe('route search', () => {
  const search = createRouteSearch(buildRouteTable(ROUTERS).menu);

  it('finds pages by title and by path', () => {
    expect(search('字典')[0]).toEqual({ title: '系统管理 > 字典管理', path: '/system/dict', external: false });
    expect(search('dict')[0].path).toBe('/system/dict');
    expect(search('operlog')[0].path).toBe('/system/log/operlog');
  });

  it('ranks a title match above a weaker path match and ignores blanks', () => {
    const ranked = search('用户');
    expect(ranked[0].path).toBe('/system/user');
    expect(search('   ')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });

  it('lists the menu leaves with their trails', () => {
    expect(menuLeaves(buildRouteTable(ROUTERS).menu).map((leaf) => leaf.title)).toContain('系统管理 > 日志管理 > 操作日志');
  });
});
