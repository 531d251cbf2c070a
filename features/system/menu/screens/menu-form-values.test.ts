import type { FieldProblems } from '@/components/admin/list/field-problems';
import type { Menu } from '@/features/system/menu/client/api';
import { expectProblems } from '@/tests/support/form-problems';
import { emptyMenu, inputOf, menuProblems as problemsOf, valuesOf, type MenuFormValues } from './menu-form-values';

/** The problems' keys and values; their messages are the API's, checked by the API's suite. */
const keysOf = (problems: FieldProblems<string>) =>
  Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, { key: problem?.key, ...(problem?.values && { values: problem.values }) }]),
  );
const menuProblems = (values: MenuFormValues) => keysOf(problemsOf(values));

/** What the form sends for PAGE: its fields as the API stores them, less the timestamps and the tree's. */
const SENT = {
  menuId: 100,
  menuName: '用户管理',
  menuEsName: 'Users',
  parentId: 1,
  orderNum: 1,
  path: 'user',
  component: 'system/user/index',
  query: null,
  routeName: '',
  isFrame: '1',
  isCache: '0',
  menuType: 'C' as const,
  visible: '0',
  status: '0',
  perms: 'system:user:list',
  icon: 'user',
  remark: '',
};
const PAGE: Menu = {
  ...SENT,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: '',
  updateTime: null,
  parentName: null,
  children: [],
};

describe('menuProblems', () => {
  it('asks for the name, the order and, for directories and pages, the route path', () => {
    expect(menuProblems(emptyMenu(null))).toEqual({
      menuName: { key: 'required' },
      orderNum: { key: 'required' },
      path: { key: 'required' },
    });
    expect(menuProblems({ ...emptyMenu(0), menuType: 'F', menuName: '新增', orderNum: '1' })).toEqual({});
  });

  it('refuses an order that is not a whole number', () => {
    expectProblems(menuProblems, valuesOf(PAGE), [
      [{ orderNum: '-1' }, { orderNum: { key: 'orderNumFormat' } }],
      [{ orderNum: '1.5' }, { orderNum: { key: 'orderNumFormat' } }],
    ]);
  });

  it('wants an external link to start with http(s)://', () => {
    expectProblems(menuProblems, { ...valuesOf(PAGE), menuType: 'M', isFrame: '0' }, [
      [{ path: 'ruoyi.vip' }, { path: { key: 'linkPath' } }],
      [{ path: 'HTTPS://ruoyi.vip' }, {}],
    ]);
  });

  it('holds the contract lengths', () => {
    const tooLong = (limit: number) => ({ key: 'tooLong', values: { limit } });
    expectProblems(menuProblems, valuesOf(PAGE), [
      [
        { menuName: 'x'.repeat(51), path: 'p'.repeat(201), perms: 'q'.repeat(101) },
        { menuName: tooLong(50), path: tooLong(200), perms: tooLong(100) },
      ],
      [{ menuName: 'x'.repeat(50) }, {}],
    ]);
  });

  it('does not check fields the type does not have', () => {
    expect(menuProblems({ ...valuesOf(PAGE), menuType: 'F', path: 'p'.repeat(300), component: 'c'.repeat(300) })).toEqual({});
  });
});

describe('inputOf', () => {
  it('round-trips a page', () => {
    expect(inputOf(valuesOf(PAGE))).toEqual(SENT);
  });

  it('empties what a button does not have and marks it without icon', () => {
    const input = inputOf({ ...valuesOf(PAGE), menuType: 'F', menuName: ' 查询 ' });
    expect(input).toMatchObject({
      menuType: 'F',
      menuName: '查询',
      icon: '#',
      path: '',
      component: null,
      query: null,
      routeName: '',
      perms: 'system:user:list',
    });
  });

  it('starts new menus under the top level and sends no id', () => {
    const input = inputOf({ ...emptyMenu(null), menuName: 'a', orderNum: '3', path: 'a' });
    expect(input.parentId).toBe(0);
    expect(input.orderNum).toBe(3);
    expect('menuId' in input).toBe(false);
  });
});
