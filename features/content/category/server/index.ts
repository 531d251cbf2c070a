// The category feature's server face: the category tree as the portal, the articles, the
// activities and search read it.
export { CATEGORY_NOT_FOUND_MSG } from './category-admin-service';
export { categoryTree, isMemberOnly, loadCategories, publicCategories, withDescendants, type CategoryRow } from './category-service';
