import { z } from '@/lib/contract/zod';
import { CONTENT_TAGS } from '@/lib/content/content-tags';
import { answerData, can, crudContracts, defineContracts, typeOf } from '@/lib/contract/contract';
import { choiceOf, displayOrder, problem, textOf } from '@/lib/contract/fields';
import { whenSound } from '@/lib/contract/refinements';
import type { WireRow } from '@/lib/contract/wire';
import { CATEGORY_LIMITS, COVER_MAX, INDEX_AREA_MAX, isCategoryAddress } from '@/lib/rules/content-rules';
import type { bllArticleType } from '@/features/content/tables';
import { wholeNumberOf } from '../fields';
import type { TreeSelect } from '@/lib/tree-select';

/** Category types (contract 10.1): 1 article list, 2 single page, 3 link to `bllValue`, 4 special page. */
export const CATEGORY_TYPES = ['1', '2', '3', '4'] as const;
/** The category type whose `bllValue` is the address it links to (and so cannot be empty). */
export const LINK_CATEGORY_TYPE = '3';

/** The category form of `POST`/`PUT /bll/article_type`, with the limits of the table's columns. */
export const categorySchema = z
  .object({
    parentId: wholeNumberOf('上级栏目格式不正确', 0, Number.MAX_SAFE_INTEGER, { fallback: 0 }),
    bllName: textOf('栏目名称', CATEGORY_LIMITS.bllName),
    bllEsName: textOf('英文名称', CATEGORY_LIMITS.bllEsName, { optional: true }),
    bllType: choiceOf(CATEGORY_TYPES, '1', '栏目类型只能是1、2、3或4'),
    bllValue: textOf('栏目地址', CATEGORY_LIMITS.bllValue, { optional: true }).refine((value) => value === '' || isCategoryAddress(value), {
      message: '栏目地址必须是以/开头的站内路径或http(s)://开头的网址',
      params: problem('bllValueFormat'),
    }),
    indexArea: wholeNumberOf(`首页区域必须是0到${INDEX_AREA_MAX}的整数`, 0, INDEX_AREA_MAX, { fallback: 0 }),
    orderNum: displayOrder(),
    menuFlag: choiceOf(['0', '1'], '1', '导航显示只能是0或1'),
    status: choiceOf(['0', '1'], '0', '栏目状态只能是0或1'),
    cover: textOf('封面', COVER_MAX, { optional: true }),
    remark: textOf('备注', CATEGORY_LIMITS.remark, { optional: true }),
  })
  .refine((input) => input.bllType !== LINK_CATEGORY_TYPE || input.bllValue !== '', {
    message: '链接类栏目的栏目地址不能为空',
    path: ['bllValue'],
    params: problem('required'),
    when: whenSound('bllType', 'bllValue'),
  });

/** A category as the back office's calls answer it: every column, its parent's name (one row's), `children` empty. */
export type CategoryRow = WireRow<typeof bllArticleType.$inferSelect> & { parentName: string | null; children: unknown[] };

/** The category tree of the pickers (TreeSelect[], disabled categories marked). */
export type CategoryPicker = TreeSelect[];

const categoryRows = crudContracts('/bll/article_type', 'id', 'bll:articleType', { row: typeOf<CategoryRow>(), input: categorySchema });

export const category = defineContracts(
  { title: '栏目管理', tags: [CONTENT_TAGS.categories, CONTENT_TAGS.articles] },
  {
    // list: every category (any status) flat, by parent and order, for the tree table; bllName contains, status
    // get: one category with its parent's name
    // add: a new category; `data` is its id
    // edit: changes the category named by id, moving its subtree when the parent changes; `data` is its id
    // remove: comma-joined ids, all or none; 601 while a category has children or articles
    ...categoryRows,
    list: { ...categoryRows.list, answer: answerData<CategoryRow[]>() },
    // GET /bll/article_type/list/exclude/:id – every category but this one and those below it (the parent picker)
    listExclude: {
      method: 'GET',
      path: '/bll/article_type/list/exclude/:id',
      access: can('bll:articleType:list'),
      answer: answerData<CategoryRow[]>(),
    },
    // GET /bll/article_type/treeselect – the category tree as TreeSelect[] for the article form's picker
    treeselect: { method: 'GET', path: '/bll/article_type/treeselect', access: 'user', answer: answerData<CategoryPicker>() },
  },
);

export const publicCategory = defineContracts(
  {},
  {
    // GET /api/bll/article_type/list – categories under parentId (default the top), menuFlag=1 for the navigation
    list: { method: 'GET', path: '/api/bll/article_type/list', access: 'anonymous' },
    // GET /api/bll/article_type/treeList – the whole public category tree
    treeList: { method: 'GET', path: '/api/bll/article_type/treeList', access: 'anonymous' },
    // GET /api/bll/article_type/indexList – home-page sections: categories with indexArea, each with its newest articles (englishOnly=true: those with an English title)
    indexList: { method: 'GET', path: '/api/bll/article_type/indexList', access: 'anonymous' },
  },
);
