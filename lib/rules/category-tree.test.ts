import { categoryPath, findCategory, resolveCategoryPage } from './category-tree';
import type { NavCategory } from './nav-rules';

const c = (id: number, children: NavCategory[] = []): NavCategory => ({
  id,
  parentId: 0,
  bllName: `c${id}`,
  bllEsName: '',
  bllType: '1',
  bllValue: '',
  indexArea: 0,
  children,
});
const tree = [c(10, [c(11), c(12, [c(121)])]), c(20)];

test('finding categories and their chain', () => {
  expect(findCategory(tree, 121)?.id).toBe(121);
  expect(findCategory(tree, 99)).toBeNull();
  expect(categoryPath(tree, 121).map((x) => x.id)).toEqual([10, 12, 121]);
});

test('a list page: children as tabs, the asked tab or the first, itself when childless', () => {
  expect(resolveCategoryPage(tree, 10, 12)).toMatchObject({ parent: { id: 10 }, active: { id: 12 } });
  expect(resolveCategoryPage(tree, 10, 999)?.active.id).toBe(11);
  expect(resolveCategoryPage(tree, 20, 20)?.tabs.map((x) => x.id)).toEqual([20]);
  expect(resolveCategoryPage(tree, 0, 0)).toBeNull();
});
