import type { Menu } from '@/lib/api/menu';
import { checkMenu, emptyMenu, inputOf, valuesOf } from './menu-form-values';

const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}:${JSON.stringify(values)}` : key);

const PAGE: Menu = {
  menuId: 100,
  menuName: '用户管理',
  parentId: 1,
  orderNum: 1,
  path: 'user',
  component: 'system/user/index',
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'C',
  visible: '0',
  status: '0',
  perms: 'system:user:list',
  icon: 'user',
  createTime: '2026-01-01 00:00:00',
};

describe('checkMenu', () => {
  it('asks for the name, the order and, for directories and pages, the route path', () => {
    expect(checkMenu(emptyMenu(null), t)).toEqual({ menuName: 'required.menuName', orderNum: 'required.orderNum', path: 'required.path' });
    expect(checkMenu({ ...emptyMenu(0), menuType: 'F', menuName: '新增', orderNum: '1' }, t)).toEqual({});
  });

  it('refuses an order that is not a whole number', () => {
    expect(checkMenu({ ...valuesOf(PAGE), orderNum: '-1' }, t).orderNum).toBe('orderNumFormat');
    expect(checkMenu({ ...valuesOf(PAGE), orderNum: '1.5' }, t).orderNum).toBe('orderNumFormat');
  });

  it('wants an external link to start with http(s)://', () => {
    const link = { ...valuesOf(PAGE), menuType: 'M' as const, isFrame: '0' };
    expect(checkMenu({ ...link, path: 'ruoyi.vip' }, t).path).toBe('linkPath');
    expect(checkMenu({ ...link, path: 'HTTPS://ruoyi.vip' }, t)).toEqual({});
  });

  it('holds the contract lengths', () => {
    const errors = checkMenu({ ...valuesOf(PAGE), menuName: 'x'.repeat(51), path: 'p'.repeat(201), perms: 'q'.repeat(101) }, t);
    expect(errors).toEqual({ menuName: 'tooLong:{"limit":50}', path: 'tooLong:{"limit":200}', perms: 'tooLong:{"limit":100}' });
    expect(checkMenu({ ...valuesOf(PAGE), menuName: 'x'.repeat(50) }, t)).toEqual({});
  });

  it('does not check fields the type does not have', () => {
    expect(checkMenu({ ...valuesOf(PAGE), menuType: 'F', path: 'p'.repeat(300), component: 'c'.repeat(300) }, t)).toEqual({});
  });
});

describe('inputOf', () => {
  it('round-trips a page', () => {
    expect(inputOf(valuesOf(PAGE))).toEqual({ ...PAGE, query: '', createTime: undefined });
  });

  it('empties what a button does not have and marks it without icon', () => {
    const input = inputOf({ ...valuesOf(PAGE), menuType: 'F', menuName: ' 查询 ' });
    expect(input).toMatchObject({ menuType: 'F', menuName: '查询', icon: '#', path: '', component: '', query: '', routeName: '', perms: 'system:user:list' });
  });

  it('starts new menus under the top level and sends no id', () => {
    const input = inputOf({ ...emptyMenu(null), menuName: 'a', orderNum: '3', path: 'a' });
    expect(input.parentId).toBe(0);
    expect(input.orderNum).toBe(3);
    expect('menuId' in input).toBe(false);
  });
});
