import { toTreeSelect } from './to-tree-select';

const ROWS = [
  { menuId: 1, parentId: 0, menuName: '系统管理' },
  { menuId: 100, parentId: 1, menuName: '用户管理' },
  { menuId: 1000, parentId: 100, menuName: '用户查询' },
  { menuId: 2, parentId: 0, menuName: '系统监控' },
];
const mapping = { id: 'menuId', parentId: 'parentId', label: (row: (typeof ROWS)[number]) => row.menuName } as const;

describe('toTreeSelect', () => {
  it('links rows by parent id in their order, children only where there are some', () => {
    expect(toTreeSelect(ROWS, mapping)).toEqual([
      { id: 1, label: '系统管理', children: [{ id: 100, label: '用户管理', children: [{ id: 1000, label: '用户查询' }] }] },
      { id: 2, label: '系统监控' },
    ]);
  });

  it('disables a chosen row and everything below it', () => {
    const [system, monitor] = toTreeSelect(ROWS, { ...mapping, disabled: (row) => row.menuId === 100 });
    expect(system.disabled).toBeUndefined();
    expect(system.children?.[0]).toEqual({
      id: 100,
      label: '用户管理',
      disabled: true,
      children: [{ id: 1000, label: '用户查询', disabled: true }],
    });
    expect(monitor.disabled).toBeUndefined();
  });
});
