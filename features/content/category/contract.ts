import { crudContracts, defineContracts } from '@/lib/contract/contract';
import { CONTENT_TAGS } from '@/lib/content/content-tags';

export const category = defineContracts(
  { title: '栏目管理', tags: [CONTENT_TAGS.categories, CONTENT_TAGS.articles] },
  {
    // list: every category (any status) flat, by parent and order, for the tree table; bllName contains, status
    // get: one category with its parent's name
    // add: a new category; `data` is its id
    // edit: changes the category named by id, moving its subtree when the parent changes; `data` is its id
    // remove: comma-joined ids, all or none; 601 while a category has children or articles
    ...crudContracts('/bll/article_type', 'id', 'bll:articleType'),
    // GET /bll/article_type/list/exclude/:id – every category but this one and those below it (the parent picker)
    listExclude: { method: 'GET', path: '/bll/article_type/list/exclude/:id', access: { permission: 'bll:articleType:list' } },
    // GET /bll/article_type/treeselect – the category tree as TreeSelect[] for the article form's picker
    treeselect: { method: 'GET', path: '/bll/article_type/treeselect', access: 'user' },
  },
);

export const publicCategory = defineContracts(
  {},
  {
    // GET /api/bll/article_type/list – categories under parentId (default the top), menuFlag=1 for the navigation
    list: { method: 'GET', path: '/api/bll/article_type/list', access: 'anonymous' },
    // GET /api/bll/article_type/treeList – the whole public category tree
    treeList: { method: 'GET', path: '/api/bll/article_type/treeList', access: 'anonymous' },
    // GET /api/bll/article_type/indexList – home-page sections: categories with indexArea, each with its newest articles
    indexList: { method: 'GET', path: '/api/bll/article_type/indexList', access: 'anonymous' },
  },
);
