import { CATEGORY_TYPES, LINK_CATEGORY_TYPE, category, type CategoryRow } from '@/features/content/category/contract';
import { treeCalls, type RowInput } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';

/** A category (article type) of the content back office, as contract 10.1 names its fields; typed by its contract. */
export type Category = CategoryRow;
export type CategoryInput = RowInput<typeof category, 'id'>;

/** The parent of a top-level category (顶级栏目). */
export const ROOT_CATEGORY_ID = 0;
/** 1 article list, 2 single page, 3 link to `bllValue`, 4 special page. */
export const CATEGORY_KINDS = CATEGORY_TYPES;
/** The category type whose `bllValue` is the address it links to (and so cannot be empty). */
export const LINK_CATEGORY_KIND = LINK_CATEGORY_TYPE;

/** Every category but this one and those below it: where it may move to. */
export const listCategoryExclude = (id: number) => request(category.listExclude, { path: { id } }).then((answer) => answer.data ?? []);
/** The category tree for pickers (an article's category, the article list's filter). */
export const categoryTreeSelect = () => request(category.treeselect).then((answer) => answer.data ?? []);
export const categoryTree = treeCalls(category, 'id');
