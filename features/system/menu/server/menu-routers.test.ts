import { buildRouters, type RouterMenu } from './menu-routers';

const menu = (m: Partial<RouterMenu> & Pick<RouterMenu, 'menuId' | 'parentId' | 'menuName' | 'path' | 'menuType'>): RouterMenu => ({
  menuEsName: '',
  component: null,
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  visible: '0',
  icon: '#',
  ...m,
});

test('directories, pages, hidden pages and ParentView follow the reference', () => {
  const routers = buildRouters([
    menu({ menuId: 1, parentId: 0, menuName: '系统管理', path: 'system', menuType: 'M', icon: 'system' }),
    menu({ menuId: 100, parentId: 1, menuName: '用户管理', path: 'user', menuType: 'C', component: 'system/user/index', icon: 'user' }),
    menu({ menuId: 108, parentId: 1, menuName: '日志管理', path: 'log', menuType: 'M' }),
    menu({
      menuId: 500,
      parentId: 108,
      menuName: '操作日志',
      path: 'operlog',
      menuType: 'C',
      component: 'monitor/operlog/index',
      isCache: '1',
      visible: '1',
    }),
  ]);
  expect(routers).toEqual([
    {
      name: 'System',
      path: '/system',
      hidden: false,
      component: 'Layout',
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: '系统管理', icon: 'system', noCache: false, link: null },
      children: [
        {
          name: 'User',
          path: 'user',
          hidden: false,
          component: 'system/user/index',
          meta: { title: '用户管理', icon: 'user', noCache: false, link: null },
        },
        {
          name: 'Log',
          path: 'log',
          hidden: false,
          component: 'ParentView',
          alwaysShow: true,
          redirect: 'noRedirect',
          meta: { title: '日志管理', icon: '#', noCache: false, link: null },
          children: [
            {
              name: 'Operlog',
              path: 'operlog',
              hidden: true,
              component: 'monitor/operlog/index',
              meta: { title: '操作日志', icon: '#', noCache: true, link: null },
            },
          ],
        },
      ],
    },
  ]);
});

test('a top-level page becomes a menu frame and links keep their URLs', () => {
  const routers = buildRouters([
    menu({
      menuId: 5,
      parentId: 0,
      menuName: '首页',
      path: 'dashboard',
      menuType: 'C',
      component: 'dashboard/index',
      routeName: 'home',
      query: '{"id":1}',
    }),
    menu({ menuId: 6, parentId: 0, menuName: '官网', path: 'https://www.example.org', menuType: 'M', isFrame: '0' }),
    menu({ menuId: 7, parentId: 0, menuName: '文档', path: 'https://docs.example.org:8443', menuType: 'M', isFrame: '1' }),
  ]);
  expect(routers[0]).toEqual({
    path: '/',
    hidden: false,
    component: 'Layout',
    query: '{"id":1}',
    children: [
      {
        path: 'dashboard',
        hidden: false,
        component: 'dashboard/index',
        name: 'Home',
        meta: { title: '首页', icon: '#', noCache: false, link: null },
        query: '{"id":1}',
      },
    ],
  });
  expect(routers[1]).toMatchObject({ path: 'https://www.example.org', component: 'Layout', meta: { link: 'https://www.example.org' } });
  expect(routers[2]).toMatchObject({
    path: '/',
    component: 'Layout',
    children: [
      {
        path: 'docs/example/org/8443',
        component: 'InnerLink',
        name: 'Docs/example/org/8443',
        meta: { link: 'https://docs.example.org:8443' },
      },
    ],
  });
});
