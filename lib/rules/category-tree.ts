import type { NavCategory } from './nav-rules';

/** A category anywhere in the tree, by id. */
export function findCategory(tree: NavCategory[], id: number): NavCategory | null {
  for (const category of tree) {
    if (category.id === id) return category;
    const below = findCategory(category.children, id);
    if (below) return below;
  }
  return null;
}

/** The chain from the top of the tree down to a category (empty when it is not there). */
export function categoryPath(tree: NavCategory[], id: number): NavCategory[] {
  for (const category of tree) {
    if (category.id === id) return [category];
    const below = categoryPath(category.children, id);
    if (below.length) return [category, ...below];
  }
  return [];
}

export interface CategoryPage {
  parent: NavCategory;
  tabs: NavCategory[];
  active: NavCategory;
}

/**
 * The parts of a category list page: the category, its children as tabs (itself when it has
 * none), and the tab asked for (the first when the asked one is not among them).
 */
export function resolveCategoryPage(tree: NavCategory[], parentId: number, tabIndex: number): CategoryPage | null {
  const parent = findCategory(tree, parentId);
  if (!parent) return null;
  const tabs = parent.children.length ? parent.children : [parent];
  return { parent, tabs, active: tabs.find((tab) => tab.id === tabIndex) ?? tabs[0] };
}
