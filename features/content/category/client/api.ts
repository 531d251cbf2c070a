import { category } from '@/features/content/category/contract';
import { treeCalls } from '@/lib/http/row-calls';
import { request, type Envelope } from '@/lib/http/request';
import type { TreeSelectNode } from '@/features/system/client/tree-select';

/** A category (article type) of the content back office, as contract 10.1 names its fields. */
export type ArticleType = {
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

export type ArticleTypeInput = Pick<
  ArticleType,
  'parentId' | 'bllName' | 'bllEsName' | 'bllType' | 'bllValue' | 'indexArea' | 'orderNum' | 'menuFlag' | 'status' | 'cover'
> & {
  id?: number;
  remark: string;
};

/** The parent of a top-level category (顶级栏目). */
export const ROOT_ARTICLE_TYPE_ID = 0;
export const ARTICLE_TYPE_KINDS = ['1', '2', '3', '4'] as const;
/** The category type whose `bllValue` is the address it links to (and so cannot be empty). */
export const LINK_ARTICLE_TYPE = '3';

/** Every category but this one and those below it: where it may move to. */
export const listArticleTypeExclude = (id: number) =>
  request<Envelope & { data: ArticleType[] }>(category.listExclude, { path: { id } }).then((answer) => answer.data ?? []);
/** The category tree for pickers (an article's category, the article list's filter). */
export const articleTypeTreeSelect = () =>
  request<Envelope & { data: TreeSelectNode[] }>(category.treeselect).then((answer) => answer.data ?? []);
export const categoryTree = treeCalls<ArticleType, ArticleTypeInput>(category, 'id');
