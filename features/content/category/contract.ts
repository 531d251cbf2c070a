import { defineContracts } from '@/lib/contract/contract';
import { CONTENT_TAGS } from '@/lib/content/content-tags';

export const category = defineContracts(
  { title: '栏目管理', tags: [CONTENT_TAGS.categories, CONTENT_TAGS.articles] },
  {
    // GET /bll/article_type/list – every category (any status) flat, by parent and order, for the tree table; bllName contains, status
    list: { method: 'GET', path: '/bll/article_type/list', access: { permission: 'bll:articleType:list' } },
    // GET /bll/article_type/list/exclude/:id – every category but this one and those below it (the parent picker)
    listExclude: { method: 'GET', path: '/bll/article_type/list/exclude/:id', access: { permission: 'bll:articleType:list' } },
    // GET /bll/article_type/treeselect – the category tree as TreeSelect[] for the article form's picker
    treeselect: { method: 'GET', path: '/bll/article_type/treeselect', access: 'user' },
    // GET /bll/article_type/:id – one category with its parent's name
    get: { method: 'GET', path: '/bll/article_type/:id', access: { permission: 'bll:articleType:query' } },
    // POST /bll/article_type – a new category; `data` is its id
    add: { method: 'POST', path: '/bll/article_type', access: { permission: 'bll:articleType:add' } },
    // PUT /bll/article_type – changes the category named by id, moving its subtree when the parent changes; `data` is its id
    edit: { method: 'PUT', path: '/bll/article_type', access: { permission: 'bll:articleType:edit' } },
    // DELETE /bll/article_type/:ids – comma-joined ids, all or none; 601 while a category has children or articles
    remove: { method: 'DELETE', path: '/bll/article_type/:ids', access: { permission: 'bll:articleType:remove' } },
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
