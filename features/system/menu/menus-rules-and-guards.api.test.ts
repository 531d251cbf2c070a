import { eq } from 'drizzle-orm';
import { sysMenu } from '@/lib/backend/db/schema';
import { MENU, newRole } from '@/tests/support/role-helpers';
import { admin, api, manager, menuForm, newMenu, stored, systemRoutes } from './menus-suite';

describe('menu administration: rules and guards', () => {
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
