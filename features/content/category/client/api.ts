import { category } from '@/features/content/category/contract';
import { treeCalls } from '@/lib/http/row-calls';
import { request, type Envelope } from '@/lib/http/request';
import type { TreeSelectNode } from '@/features/system/client/tree-select';

/** A category (article type) of the content back office, as contract 10.1 names its fields. */
export type Category = {
  id: number;
  parentId: number;
  ancestors: string;
  bllName: string;
  bllEsName: string;
  /** 1 article list, 2 single page, 3 link to `bllValue`, 4 special page. */
  bllType: string;
  bllValue: string;
  indexArea: number;
  orderNum: number;
  /** "1": shown in the public navigation. */
  menuFlag: string;
  status: string;
  cover: string;
  remark: string | null;
  createTime: string;
};

export type CategoryInput = Pick<
  Category,
  'parentId' | 'bllName' | 'bllEsName' | 'bllType' | 'bllValue' | 'indexArea' | 'orderNum' | 'menuFlag' | 'status' | 'cover'
> & {
  id?: number;
  remark: string;
};

/** The parent of a top-level category (顶级栏目). */
export const ROOT_CATEGORY_ID = 0;
export const CATEGORY_KINDS = ['1', '2', '3', '4'] as const;
/** The category type whose `bllValue` is the address it links to (and so cannot be empty). */
export const LINK_CATEGORY_KIND = '3';

/** Every category but this one and those below it: where it may move to. */
export const listCategoryExclude = (id: number) =>
  request<Envelope & { data: Category[] }>(category.listExclude, { path: { id } }).then((answer) => answer.data ?? []);
/** The category tree for pickers (an article's category, the article list's filter). */
export const categoryTreeSelect = () =>
  request<Envelope & { data: TreeSelectNode[] }>(category.treeselect).then((answer) => answer.data ?? []);
export const categoryTree = treeCalls<Category, CategoryInput>(category, 'id');
