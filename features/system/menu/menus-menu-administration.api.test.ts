import { eq } from 'drizzle-orm';
import { sysMenu } from '@/lib/backend/db/schema';
import { sysDictData } from '@/features/system/tables';
import type { Person } from '@/tests/support/member-helpers';
import { MENU, newRole, staffMember } from '@/tests/support/role-helpers';
import {
  MANAGER_MENUS,
  Node,
  Router,
  WIRE_TIME,
  admin,
  api,
  idsOf,
  manager,
  member,
  menuForm,
  newMenu,
  stored,
  systemRoutes,
} from './menus-suite';
import { expectRefused } from '@/tests/support/feature-suite';

describe('menu administration', () => {
  // First, while the menus are the seeded ones.
  test("a stock client is given only views it has: the portal's own pages come as links to the portal's screens", async () => {
    // The view files of ruoyi-ui 3.9.2 and RuoYi-Vue3 that a menu may name, and their built-in route components.
    const stockViews = new Set(
      ['Layout', 'ParentView', 'InnerLink'].concat(
        ['cache/index', 'cache/list', 'druid/index', 'job/index', 'logininfor/index', 'online/index', 'operlog/index', 'server/index'].map(
          (view) => `monitor/${view}`,
        ),
        ['config', 'dept', 'dict', 'menu', 'notice', 'post', 'role', 'user'].map((view) => `system/${view}/index`),
        ['tool/build/index', 'tool/gen/index', 'tool/swagger/index'],
      ),
    );
    const leaves = (routers: Router[], parent = ''): (Router & { fullPath: string })[] =>
      routers.flatMap((router) => {
        const fullPath = router.path.startsWith('/') || /^https?:/.test(router.path) ? router.path : `${parent}/${router.path}`;
        return router.children ? leaves(router.children, fullPath) : [{ ...router, fullPath }];
      });
    const stock = leaves((await admin('GET', '/getRouters')).body.data as Router[]);
    expect(stock.filter((route) => !stockViews.has(route.component ?? ''))).toEqual([]);
    const article = stock.find((route) => route.meta?.title === '文章管理');
    expect(article).toMatchObject({ path: expect.stringMatching(/^http:\/\/[^/]+\/content\/article$/), component: 'Layout' });
    expect(article?.meta?.link).toBe(article?.path);
    expect(stock.find((route) => route.meta?.title === '用户管理')).toMatchObject({ path: 'user', component: 'system/user/index' });

    const shell = leaves((await admin('GET', '/getRouters?shell=portal')).body.data as Router[]);
    expect(shell.find((route) => route.meta?.title === '文章管理')).toMatchObject({
      fullPath: '/content/article',
      component: 'bll/article/index',
      meta: { link: null },
    });
    expect(shell.map((route) => route.meta?.title)).toEqual(stock.map((route) => route.meta?.title));
    // The English titles are the portal shell's: a stock client's meta is the reference's, field for field.
    expect(shell.find((route) => route.meta?.title === '用户管理')?.meta).toMatchObject({ titleEs: 'Users' });
    expect(JSON.stringify((await admin('GET', '/getRouters')).body.data)).not.toContain('titleEs');
  });

  test("every seeded menu and dictionary entry has an English name, which a stock client's edit keeps and the portal's form changes", async () => {
    const db = api.backend.deps.db;
    expect(await db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(eq(sysMenu.menuEsName, ''))).toEqual([]);
    const chinese = /[\u3400-\u9fff]/;
    expect((await db.select({ name: sysMenu.menuEsName }).from(sysMenu)).filter(({ name }) => chinese.test(name))).toEqual([]);
    const entries = await db.select().from(sysDictData);
    expect(entries.filter((entry) => !entry.dictEsLabel || chinese.test(entry.dictEsLabel))).toEqual([]);

    const menuId = await newMenu({ menuEsName: 'Test page' });
    expect((await stored(menuId)).menuEsName).toBe('Test page');
    // The stock form sends every field it has, and no English name.
    const { menuEsName: _none, ...stockForm } = { ...(await stored(menuId)), remark: '改了' };
    expect((await admin('PUT', '/system/menu', stockForm)).body.code).toBe(200);
    expect(await stored(menuId)).toMatchObject({ remark: '改了', menuEsName: 'Test page' });
    expect((await admin('PUT', '/system/menu', { ...stockForm, menuEsName: '' })).body.code).toBe(200);
    expect((await stored(menuId)).menuEsName).toBe('');
    const tooLong = await admin('PUT', '/system/menu', { ...stockForm, menuEsName: 'x'.repeat(51) });
    expect(tooLong.body).toMatchObject({ code: 500, msg: expect.stringContaining('英文名称') });

    const [yes] = entries.filter((entry) => entry.dictType === 'sys_yes_no' && entry.dictValue === 'Y');
    const options = (await admin('GET', '/system/dict/data/type/sys_yes_no')).body.data as { dictValue: string; dictEsLabel: string }[];
    expect(options.find((option) => option.dictValue === 'Y')?.dictEsLabel).toBe('Yes');
    const { dictEsLabel: _english, ...stockEntry } = { ...yes, remark: '系统默认是' };
    expect((await admin('PUT', '/system/dict/data', stockEntry)).body.code).toBe(200);
    const [kept] = await db.select().from(sysDictData).where(eq(sysDictData.dictCode, yes.dictCode));
    expect(kept).toMatchObject({ remark: '系统默认是', dictEsLabel: 'Yes' });
    expect((await admin('PUT', '/system/dict/data', { ...stockEntry, dictEsLabel: 'True' })).body.code).toBe(200);
    const [changed] = await db.select().from(sysDictData).where(eq(sysDictData.dictCode, yes.dictCode));
    expect(changed.dictEsLabel).toBe('True');
    expect((await admin('PUT', '/system/dict/data', { ...stockEntry, dictEsLabel: 'Yes' })).body.code).toBe(200);
  });

  test("a registered member's menu writes are refused and change nothing; their pickers show nothing", async () => {
    await expectRefused(member, [
      ['POST', '/system/menu', menuForm()],
      ['PUT', '/system/menu', { ...menuForm(), menuId: MENU.userPage }],
      ['PUT', '/system/menu/updateSort', { menuIds: String(MENU.system), orderNums: '9' }],
      ['DELETE', `/system/menu/${MENU.userRemove}`],
    ]);
    expect(await stored(MENU.userRemove)).toBeDefined();
    expect((await member.call('GET', '/system/menu/treeselect')).body).toEqual({ code: 200, msg: '操作成功', data: [] });
    expect((await member.call('GET', '/system/menu/roleMenuTreeselect/2')).body).toEqual({ code: 500, msg: '没有权限访问角色数据！' });
  });

  test('list: flat, by parent and order number, filtered; others see only their roles’ menus', async () => {
    const list = async (call: typeof admin | Person['call'], query = '') => (await call('GET', `/system/menu/list${query}`)).body;
    const all = await list(admin);
    expect(all.code).toBe(200);
    const rows = all.data as Record<string, unknown>[];
    const keys = rows.map((row) => [row.parentId as number, row.orderNum as number]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(rows.find((row) => row.menuId === MENU.rolePage)).toEqual({
      menuId: MENU.rolePage,
      menuName: '角色管理',
      menuEsName: 'Roles',
      parentId: MENU.system,
      orderNum: 2,
      path: 'role',
      component: 'system/role/index',
      query: null,
      routeName: '',
      isFrame: '1',
      isCache: '0',
      menuType: 'C',
      visible: '0',
      status: '0',
      perms: 'system:role:list',
      icon: 'peoples',
      createBy: 'admin',
      createTime: expect.stringMatching(WIRE_TIME),
      updateBy: '',
      updateTime: null,
      remark: null,
      parentName: null,
      children: [],
    });
    expect(rows.find((row) => row.menuType === 'F')).toMatchObject({ menuType: 'F', path: '' });

    expect(((await list(admin, '?menuName=角色')).data as { menuId: number }[]).map((row) => row.menuId)).toContain(MENU.rolePage);
    expect(((await list(admin, '?menuName=角色&status=1')).data as unknown[]).length).toBe(0);
    expect(((await list(admin, '?visible=1')).data as unknown[]).length).toBe(0);
    expect((await list(admin, '?orderByColumn=menu_id%20desc%3B')).msg).toBe('参数不符合规范，不能进行查询');
    expect((await list(admin, `?menuName=${encodeURIComponent("' or '1'='1")}`)).data).toEqual([]);

    const own = ((await list(manager.call)).data as { menuId: number }[]).map((row) => row.menuId).sort((a, b) => a - b);
    expect(own).toEqual([...MANAGER_MENUS].sort((a, b) => a - b));
  });

  test('get by id, and clear answers for unknown or malformed ids', async () => {
    expect((await admin('GET', `/system/menu/${MENU.menuPage}`)).body).toMatchObject({
      code: 200,
      data: { menuId: MENU.menuPage, menuName: '菜单管理', perms: 'system:menu:list' },
    });
    expect((await admin('GET', '/system/menu/99999')).body).toEqual({ code: 500, msg: '菜单不存在' });
    expect((await admin('GET', '/system/menu/abc')).body.msg).toBe("请求参数类型不匹配，参数[menuId]要求为数字，但输入值为：'abc'");
  });

  test('treeselect and roleMenuTreeselect: TreeSelect trees and checked keys', async () => {
    const tree = (await admin('GET', '/system/menu/treeselect')).body.data as Node[];
    expect(tree.map((node) => node.id)).toEqual([4, 5, 1, 2, 3]);
    const system = tree.find((node) => node.id === MENU.system)!;
    expect(system).toMatchObject({ label: '系统管理', disabled: false });
    const rolePage = system.children!.find((node) => node.id === MENU.rolePage)!;
    expect(rolePage.children![0]).toEqual({ id: MENU.roleQuery, label: '角色查询', disabled: false });
    expect(((await admin('GET', '/system/menu/treeselect?menuName=角色查询')).body.data as Node[]).map((node) => node.id)).toEqual([
      MENU.roleQuery,
    ]);
    expect(idsOf((await manager.call('GET', '/system/menu/treeselect')).body.data as Node[]).sort((a, b) => a - b)).toEqual(
      [...MANAGER_MENUS].sort((a, b) => a - b),
    );

    const roleId = await newRole(api, { menuIds: [MENU.system, MENU.rolePage, MENU.roleQuery] });
    const linked = (await admin('GET', `/system/menu/roleMenuTreeselect/${roleId}`)).body;
    expect(linked.code).toBe(200);
    expect(linked.checkedKeys).toEqual([MENU.roleQuery]);
    expect(linked.menus).toEqual(tree);
    const unlinked = await newRole(api, { menuIds: [MENU.system, MENU.rolePage, MENU.roleQuery], menuCheckStrictly: false });
    expect((await admin('GET', `/system/menu/roleMenuTreeselect/${unlinked}`)).body.checkedKeys).toEqual([
      MENU.system,
      MENU.rolePage,
      MENU.roleQuery,
    ]);
    expect((await admin('GET', '/system/menu/roleMenuTreeselect/99999')).body).toEqual({ code: 500, msg: '角色不存在' });

    // The manager's tree holds their own menus only; a role outside a limited scope is refused.
    expect(
      idsOf((await manager.call('GET', `/system/menu/roleMenuTreeselect/${roleId}`)).body.menus as Node[]).sort((a, b) => a - b),
    ).toEqual([...MANAGER_MENUS].sort((a, b) => a - b));
    const limited = await newRole(api, { menuIds: [MENU.system, MENU.rolePage, MENU.roleQuery] });
    expect((await admin('PUT', '/system/role/dataScope', { roleId: limited, dataScope: '3' })).body.code).toBe(200);
    const reader = await staffMember(api, 104, [limited]);
    expect((await reader.call('GET', `/system/menu/roleMenuTreeselect/${limited}`)).body.code).toBe(200);
    expect((await reader.call('GET', `/system/menu/roleMenuTreeselect/${roleId}`)).body).toEqual({
      code: 500,
      msg: '没有权限访问角色数据！',
    });
  });

  test('add: a new page shows in getRouters at once; every field is checked', async () => {
    const menuId = await newMenu({ menuName: '新页面', path: 'newpage', component: 'system/newpage/index', perms: 'system:newpage:list' });
    expect(await stored(menuId)).toMatchObject({
      menuName: '新页面',
      parentId: MENU.system,
      menuType: 'C',
      perms: 'system:newpage:list',
      createBy: 'admin',
    });
    expect((await systemRoutes()).find((route) => route.path === 'newpage')).toEqual({
      name: 'Newpage',
      path: 'newpage',
      hidden: false,
      component: 'system/newpage/index',
      meta: { title: '新页面', icon: 'form', noCache: false, link: null },
    });

    const msg = async (overrides: Record<string, unknown>) => (await admin('POST', '/system/menu', menuForm(overrides))).body.msg;
    expect(await msg({ menuName: '' })).toBe('菜单名称不能为空');
    expect(await msg({ menuName: '菜'.repeat(51) })).toBe('菜单名称长度不能超过50个字符');
    expect(await msg({ orderNum: undefined })).toBe('显示顺序不能为空');
    expect(await msg({ orderNum: 'first' })).toBe('显示顺序必须是整数');
    expect(await msg({ menuType: undefined })).toBe('菜单类型不能为空');
    expect(await msg({ menuType: 'X' })).toBe('菜单类型只能是M、C或F');
    expect(await msg({ path: 'p'.repeat(201) })).toBe('路由地址长度不能超过200个字符');
    expect(await msg({ perms: 'p'.repeat(101) })).toBe('权限标识长度不能超过100个字符');
    expect(await msg({ isFrame: '2' })).toBe('是否外链只能是0或1');
    expect(await msg({ parentId: -1 })).toBe('上级菜单格式不正确');
    expect(await msg({ parentId: 99999 })).toBe('上级菜单不存在');
    expect(await msg({ path: '' })).toBe('路由地址不能为空');
    expect(await msg({ menuName: '用户管理' })).toBe("新增菜单'用户管理'失败，菜单名称已存在");
    expect(await msg({ menuName: '外链', isFrame: '0', path: 'www.example.com' })).toBe("新增菜单'外链'失败，地址必须以http(s)://开头");
    for (const path of ['a//b', 'a\\b', 'javascript:alert(1)', '//evil.example', 'http://evil.example\\x', 'https://exa mple.org']) {
      expect(await msg({ menuName: '越界', path })).toBe("新增菜单'越界'失败，路由地址不能包含//、\\或协议名");
    }
    // Only a page may be an inner link.
    expect(await msg({ menuName: '越界', menuType: 'M', path: 'https://example.com', component: '' })).toBe(
      "新增菜单'越界'失败，路由地址不能包含//、\\或协议名",
    );
    expect(await msg({ menuName: '按钮下页面', parentId: MENU.roleQuery })).toBe("新增菜单'按钮下页面'失败，按钮下不能有目录或菜单");
    expect(await api.backend.deps.db.select().from(sysMenu).where(eq(sysMenu.menuName, '越界'))).toHaveLength(0);

    // The same name under another parent is fine; so is a button under a page.
    expect((await admin('POST', '/system/menu', menuForm({ menuName: '用户管理', parentId: 2 }))).body.code).toBe(200);
    await newMenu({ menuName: '新页面按钮', parentId: menuId, menuType: 'F', path: '', component: '', perms: 'system:newpage:query' });
    // An external link keeps its URL and opens in a new tab.
    await newMenu({ menuName: '协会官网', parentId: 0, menuType: 'M', isFrame: '0', path: 'https://example.org', component: '' });
    const routers = (await admin('GET', '/getRouters')).body.data as Router[];
    expect(routers.find((router) => router.meta?.title === '协会官网')).toMatchObject({
      path: 'https://example.org',
      meta: { link: 'https://example.org' },
    });
  });

  test('an inner link: a page whose path is an http(s) URL becomes an InnerLink route', async () => {
    const link = 'https://docs.example.org/guide';
    const menuId = await newMenu({ menuName: '内链文档', path: link, component: '', routeName: '' });
    expect(await stored(menuId)).toMatchObject({ path: link, isFrame: '1', menuType: 'C' });
    const route = (await systemRoutes()).find((child) => child.meta?.title === '内链文档');
    expect(route).toEqual({
      name: 'Https://docs.example.org/guide',
      path: 'docs/example/org/guide',
      hidden: false,
      component: 'InnerLink',
      meta: { title: '内链文档', icon: 'form', noCache: false, link },
    });
    // An edit keeps it; http works as https does.
    const form = { ...menuForm({ menuName: '内链文档', path: 'http://docs.example.org/guide', component: '' }), menuId };
    expect((await admin('PUT', '/system/menu', form)).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await systemRoutes()).find((child) => child.meta?.title === '内链文档')).toMatchObject({
      component: 'InnerLink',
      meta: { link: 'http://docs.example.org/guide' },
    });
    expect((await admin('PUT', '/system/menu', { ...form, path: 'javascript:alert(1)' })).body.msg).toBe(
      "修改菜单'内链文档'失败，路由地址不能包含//、\\或协议名",
    );
  });
});
