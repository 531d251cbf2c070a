import { eq } from 'drizzle-orm';
import { sysMenu } from '@/lib/backend/db/schema';
import { startHarness, type Harness } from '@/tests/support/api-harness';
import { registeredUser, type Person } from '@/tests/support/member-helpers';
import { MENU, newRole, staffMember } from '@/tests/support/role-helpers';
import { FORBIDDEN } from '@/tests/support/answers';

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

let api: Harness;
let member: Person;
/** A menu manager: menu and role pages with their buttons, nothing else. */
let manager: Person;
const MANAGER_MENUS = [
  MENU.system,
  MENU.rolePage,
  MENU.roleQuery,
  MENU.menuPage,
  MENU.menuQuery,
  MENU.menuAdd,
  MENU.menuEdit,
  MENU.menuRemove,
];
const admin = (method: string, path: string, body?: unknown) => api.call(method, path, { body });
const stored = (menuId: number) =>
  api.backend.deps.db
    .select()
    .from(sysMenu)
    .where(eq(sysMenu.menuId, menuId))
    .then((rows) => rows[0]);

beforeAll(async () => {
  api = await startHarness();
  await api.loginAsAdmin();
  member = await registeredUser(api);
  manager = await staffMember(api, 102, [await newRole(api, { roleName: '菜单管理员', menuIds: MANAGER_MENUS })]);
});
afterAll(() => api?.close());

let seq = 0;
/** A menu form; C pages get a path and route no other test uses. */
function menuForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    menuName: `测试菜单${seq}`,
    parentId: MENU.system,
    orderNum: 50 + seq,
    path: `testpage${seq}`,
    component: `system/testpage${seq}/index`,
    menuType: 'C',
    isFrame: '1',
    isCache: '0',
    visible: '0',
    status: '0',
    perms: '',
    icon: 'form',
    ...overrides,
  };
}

async function newMenu(overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await admin('POST', '/system/menu', menuForm(overrides));
  expect(answer.body).toMatchObject({ code: 200, msg: '操作成功', data: expect.any(Number) });
  return Number(answer.body.data);
}

interface Router {
  name?: string;
  path: string;
  component?: string;
  meta?: { title: string; link: string | null };
  children?: Router[];
}
const systemRoutes = async () => {
  const routers = (await admin('GET', '/getRouters')).body.data as Router[];
  return routers.find((router) => router.path === '/system')?.children ?? [];
};

interface Node {
  id: number;
  label: string;
  disabled: boolean;
  children?: Node[];
}
const idsOf = (nodes: Node[]): number[] => nodes.flatMap((node) => [node.id, ...idsOf(node.children ?? [])]);

describe('menu administration', () => {
  test('a registered member is refused every menu call; their pickers show nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/system/menu/list'],
      ['GET', `/system/menu/${MENU.system}`],
      ['POST', '/system/menu', menuForm()],
      ['PUT', '/system/menu', { ...menuForm(), menuId: MENU.userPage }],
      ['PUT', '/system/menu/updateSort', { menuIds: String(MENU.system), orderNums: '9' }],
      ['DELETE', `/system/menu/${MENU.userRemove}`],
    ];
    for (const [method, path, body] of calls)
      expect([method, path, (await member.call(method, path, body)).body]).toEqual([method, path, FORBIDDEN]);
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

  test('perms never carry the wildcard: nobody mints *:*:* through a menu', async () => {
    const msg = async (perms: string) =>
      (
        await admin(
          'POST',
          '/system/menu',
          menuForm({ menuName: '通配权限', menuType: 'F', path: '', component: '', parentId: MENU.userPage, perms }),
        )
      ).body.msg;
    for (const perms of ['*:*:*', 'system:*:list', 'system:user:list,*:*:*', '*']) expect(await msg(perms)).toBe('权限标识不能包含通配符*');
    expect(await api.backend.deps.db.select().from(sysMenu).where(eq(sysMenu.menuName, '通配权限'))).toHaveLength(0);
    const button = await newMenu({
      menuName: '通配按钮',
      menuType: 'F',
      path: '',
      component: '',
      parentId: MENU.userPage,
      perms: 'system:user:query',
    });
    const edited = await admin('PUT', '/system/menu', {
      ...menuForm({ menuName: '通配按钮', menuType: 'F', path: '', component: '', parentId: MENU.userPage, perms: '*:*:*' }),
      menuId: button,
    });
    expect(edited.body).toEqual({ code: 500, msg: '权限标识不能包含通配符*' });
    expect((await stored(button)).perms).toBe('system:user:query');
  });

  test('route uniqueness: same path under a parent, at the root, or the same route name anywhere', async () => {
    const msg = async (overrides: Record<string, unknown>) =>
      (await admin('POST', '/system/menu', menuForm({ menuName: '重复路由', ...overrides }))).body.msg;
    const taken = "新增菜单'重复路由'失败，路由名称或地址已存在";
    expect(await msg({ path: 'USER' })).toBe(taken);
    expect(await msg({ parentId: 0, path: 'role' })).toBe(taken);
    expect(await msg({ parentId: 2, path: 'config' })).toBe(taken);
    expect(await msg({ parentId: 2, path: 'other', routeName: 'Config' })).toBe(taken);
    // Buttons are no routes: they never collide.
    expect(
      (await admin('POST', '/system/menu', menuForm({ menuName: '重复路由按钮', menuType: 'F', path: '', parentId: MENU.userPage }))).body
        .code,
    ).toBe(200);
    // The same path elsewhere is fine once the route name differs.
    expect(
      (await admin('POST', '/system/menu', menuForm({ menuName: '监控参数', parentId: 2, path: 'config', routeName: 'MonitorConfig' })))
        .body.code,
    ).toBe(200);
  });

  test('edit: no self or descendant as parent, checks as on add, renames reach getRouters', async () => {
    const directory = await newMenu({ menuName: '测试目录', menuType: 'M', path: 'testdir', component: '' });
    const page = await newMenu({ menuName: '目录下页面', parentId: directory, path: 'inner' });
    const form = { ...menuForm({ menuName: '测试目录改', menuType: 'M', path: 'testdir', component: '' }), menuId: directory };
    const msg = async (overrides: Record<string, unknown>) => (await admin('PUT', '/system/menu', { ...form, ...overrides })).body.msg;

    expect(await msg({ parentId: directory })).toBe("修改菜单'测试目录改'失败，上级菜单不能选择自己");
    expect(await msg({ parentId: page })).toBe("修改菜单'测试目录改'失败，上级菜单不能选择自己的下级菜单");
    expect(
      (
        await admin('PUT', '/system/menu', {
          ...menuForm({ menuName: '系统管理', menuType: 'M', path: 'system', parentId: 0 }),
          menuId: MENU.system,
          parentId: page,
        })
      ).body.msg,
    ).toBe("修改菜单'系统管理'失败，上级菜单不能选择自己的下级菜单");
    expect(await msg({ menuType: 'F' })).toBe("修改菜单'测试目录改'失败，按钮下不能有目录或菜单");
    expect(await msg({ path: 'user' })).toBe("修改菜单'测试目录改'失败，路由名称或地址已存在");
    expect(await msg({ menuName: '用户管理' })).toBe("修改菜单'用户管理'失败，菜单名称已存在");
    expect(await msg({ menuId: 99999 })).toBe('菜单不存在');
    expect(await msg({ menuId: undefined })).toBe('参数[menuId]不能为空');
    expect((await stored(directory)).parentId).toBe(MENU.system);

    expect((await admin('PUT', '/system/menu', form)).body).toEqual({ code: 200, msg: '操作成功' });
    expect(await stored(directory)).toMatchObject({ menuName: '测试目录改', updateBy: 'admin' });
    const route = (await systemRoutes()).find((child) => child.path === 'testdir');
    expect(route).toMatchObject({ meta: { title: '测试目录改' }, component: 'ParentView', children: [{ path: 'inner' }] });
    // A menu keeps its own path and route name on edit.
    expect((await admin('PUT', '/system/menu', { ...form, orderNum: 99 })).body.code).toBe(200);
  });

  test('the grant guard: a menu editor cannot give a role’s holders rights the editor lacks', async () => {
    const button = await newMenu({ menuName: '受控按钮', parentId: MENU.userPage, menuType: 'F', path: '', perms: 'system:user:query' });
    await newRole(api, { menuIds: [MENU.system, MENU.userPage, button] });
    const edit = (perms: string, status = '0') =>
      manager.call('PUT', '/system/menu', {
        ...menuForm({ menuName: '受控按钮', parentId: MENU.userPage, menuType: 'F', path: '', perms, status }),
        menuId: button,
      });

    expect((await edit('system:user:remove')).body).toEqual({ code: 500, msg: '不能授予自己没有的权限' });
    expect((await stored(button)).perms).toBe('system:user:query');
    expect((await edit('system:menu:query')).body.code).toBe(200);
    // Disabling gives nothing; a menu no role carries gives nobody anything.
    expect((await edit('system:user:remove', '1')).body.code).toBe(200);
    expect((await edit('system:user:remove')).body.msg).toBe('不能授予自己没有的权限');
    const loose = await newMenu({ menuName: '无人按钮', parentId: MENU.userPage, menuType: 'F', path: '', perms: 'system:user:query' });
    expect(
      (
        await manager.call('PUT', '/system/menu', {
          ...menuForm({ menuName: '无人按钮', parentId: MENU.userPage, menuType: 'F', path: '', perms: 'system:user:remove' }),
          menuId: loose,
        })
      ).body.code,
    ).toBe(200);
  });

  test('updateSort: pairwise, all or nothing; the new order shows in getRouters', async () => {
    const first = await newMenu({ menuName: '排序甲', path: 'sorta', orderNum: 80 });
    const second = await newMenu({ menuName: '排序乙', path: 'sortb', orderNum: 81 });
    const sort = (body: unknown) => admin('PUT', '/system/menu/updateSort', body);

    expect((await sort({ menuIds: `${first},${second}`, orderNums: '91,90' })).body).toEqual({ code: 200, msg: '操作成功' });
    expect([(await stored(first)).orderNum, (await stored(second)).orderNum]).toEqual([91, 90]);
    const paths = (await systemRoutes()).map((route) => route.path);
    expect(paths.indexOf('sortb')).toBeLessThan(paths.indexOf('sorta'));

    expect((await sort({ menuIds: `${first},${second}`, orderNums: '1' })).body.msg).toBe('菜单编号与显示顺序的数量不一致');
    expect((await sort({ menuIds: `${first},99999`, orderNums: '1,2' })).body.msg).toBe('菜单不存在');
    expect((await sort({ menuIds: `${first},x`, orderNums: '1,2' })).body.msg).toBe('菜单编号格式不正确');
    expect((await sort({ menuIds: `${first}`, orderNums: '-1' })).body.msg).toBe('显示顺序必须是整数');
    expect((await sort({ menuIds: '', orderNums: '' })).body.msg).toBe('菜单编号不能为空');
    expect((await sort({ orderNums: '1' })).body.msg).toBe('菜单编号不能为空');
    expect((await stored(first)).orderNum).toBe(91);
    expect((await sort({ menuIds: [first], orderNums: [5] })).body.code).toBe(200);
    expect((await stored(first)).orderNum).toBe(5);
  });

  test('delete: refused with 601 while it has children or a role carries it; otherwise gone for good', async () => {
    const page = await newMenu({ menuName: '待删页面', path: 'todelete' });
    const button = await newMenu({ menuName: '待删按钮', parentId: page, menuType: 'F', path: '', perms: 'system:todelete:query' });
    const roleId = await newRole(api, { menuIds: [button] });

    expect((await admin('DELETE', `/system/menu/${page}`)).body).toEqual({ code: 601, msg: '存在子菜单,不允许删除' });
    expect((await admin('DELETE', `/system/menu/${button}`)).body).toEqual({ code: 601, msg: '菜单已分配,不允许删除' });
    expect((await admin('DELETE', '/system/menu/99999')).body).toEqual({ code: 500, msg: '菜单不存在' });
    expect((await admin('DELETE', '/system/menu/1,2')).body.msg).toMatch(/^请求参数类型不匹配，参数\[menuId\]/);

    expect(
      (await admin('PUT', '/system/role', { roleId, roleName: '待删角色', roleKey: `to_delete_${roleId}`, roleSort: 1, menuIds: [] })).body
        .code,
    ).toBe(200);
    expect((await admin('DELETE', `/system/menu/${button}`)).body).toEqual({ code: 200, msg: '操作成功' });
    expect((await manager.call('DELETE', `/system/menu/${page}`)).body.code).toBe(200);
    expect(await stored(page)).toBeUndefined();
    expect((await systemRoutes()).map((route) => route.path)).not.toContain('todelete');
  });
});
