import { categoryTree, isMemberOnly, publicCategories, withDescendants, type CategoryRow } from './category-service';

const row = (id: number, parentId: number, orderNum: number, menuFlag = '1', status = '0'): CategoryRow =>
  ({
    id,
    parentId,
    orderNum,
    menuFlag,
    status,
    bllName: `c${id}`,
    bllEsName: '',
    bllType: '1',
    bllValue: '',
    indexArea: 0,
    cover: '',
    createTime: new Date(0),
  }) as CategoryRow;

const rows = [row(10, 0, 2), row(11, 10, 1), row(12, 10, 0, '0'), row(96, 0, 1), row(97, 96, 0), row(98, 97, 0)];

test('trees are ordered and can keep only navigation entries', () => {
  expect(categoryTree(rows, 0).map((c) => [c.id, c.children.map((d) => d.id)])).toEqual([
    [96, [97]],
    [10, [12, 11]],
  ]);
  expect(categoryTree(rows, 10, true).map((c) => c.id)).toEqual([11]);
});

test('descendants and the member-only rule reach every level', () => {
  expect(withDescendants(rows, 96)).toEqual([96, 97, 98]);
  expect(withDescendants(rows, 11)).toEqual([11]);
  expect(isMemberOnly(rows, 98)).toBe(true);
  expect(isMemberOnly(rows, 11)).toBe(false);
  expect(isMemberOnly(rows, 12345)).toBe(false);
});

test('a category is public only while it and every parent above it are enabled', () => {
  const mixed = [row(1, 0, 0), row(2, 1, 0, '1', '1'), row(3, 2, 0), row(4, 1, 0), row(5, 99, 0)];
  expect(publicCategories(mixed).map((c) => c.id)).toEqual([1, 4]);
  const loop = [row(7, 8, 0), row(8, 7, 0)];
  expect(publicCategories(loop)).toEqual([]);
});

test('the member-only rule holds for disabled categories too', () => {
  const disabled = [row(96, 0, 0, '1', '1'), row(97, 96, 0)];
  expect(isMemberOnly(disabled, 97)).toBe(true);
});
