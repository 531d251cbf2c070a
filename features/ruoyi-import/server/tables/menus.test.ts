import { matchMenu } from './menus';

const portal = [
  { menuId: 1, parentId: 0, menuType: 'M', path: 'system', component: null, perms: null },
  { menuId: 108, parentId: 1, menuType: 'M', path: 'log', component: 'ParentView', perms: null },
  { menuId: 106, parentId: 1, menuType: 'C', path: 'config', component: 'system/config/index', perms: 'system:config:list' },
  { menuId: 126, parentId: 4, menuType: 'C', path: 'settings', component: 'system/config/index', perms: 'system:config:list' },
  { menuId: 113, parentId: 2, menuType: 'C', path: 'cache', component: 'monitor/cache/index', perms: 'monitor:cache:list' },
  { menuId: 119, parentId: 2, menuType: 'C', path: 'cacheList', component: 'monitor/cache/list', perms: 'monitor:cache:list' },
  { menuId: 1030, parentId: 106, menuType: 'F', path: '', component: null, perms: 'system:config:query' },
];

const ruoyi = (menuType: string, path: string, component: string | null, perms: string) => ({
  menu_type: menuType,
  path,
  component,
  perms,
});

test('a page is found by its component, then its permission and path, where several share one', () => {
  expect(matchMenu(ruoyi('C', 'config', 'system/config/index', 'system:config:list'), 1, portal)).toBe(106);
  expect(matchMenu(ruoyi('C', 'cacheList', 'monitor/cache/list', 'monitor:cache:list'), 2, portal)).toBe(119);
  expect(matchMenu(ruoyi('C', 'druid', 'monitor/druid/index', 'monitor:druid:list'), 2, portal)).toBeNull();
});

test('a button is found by its permission, a directory by its path under the same parent', () => {
  expect(matchMenu(ruoyi('F', '#', '', 'system:config:query'), 106, portal)).toBe(1030);
  expect(matchMenu(ruoyi('F', '#', '', 'system:config:import'), 106, portal)).toBeNull();
  expect(matchMenu(ruoyi('M', 'system', null, ''), 0, portal)).toBe(1);
  expect(matchMenu(ruoyi('M', 'log', '', ''), 1, portal)).toBe(108);
  expect(matchMenu(ruoyi('M', 'log', '', ''), 0, portal)).toBeNull();
});
