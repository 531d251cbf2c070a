import { CONTENT_TAGS } from '@/lib/content/content-tags';
import { crudContracts, defineContracts, exportContract, type WriteAnswer } from '@/lib/contract/contract';

/** The ids an article write names: the path's (`DELETE /bll/article/5,6`), else the answer's (`data: 7`, `data: {id: 7}`). */
function articleIdsOf(path: string, answer: WriteAnswer): number[] {
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (/^\d+(,\d+)*$/.test(last)) return last.split(',').map(Number);
  const data = answer.data;
  if (typeof data === 'number') return [data];
  const id = data && typeof data === 'object' ? (data as Record<string, unknown>).id : undefined;
  return typeof id === 'number' ? [id] : [];
}

/** Lists and home sections show every article; the written ones' own pages have their own tags. */
const articleTags = (path: string, answer: WriteAnswer) => [CONTENT_TAGS.articles, ...articleIdsOf(path, answer).map(CONTENT_TAGS.article)];

export const article = defineContracts(
  { title: '文章管理', tags: articleTags },
  {
    // list: articles of every status, paged, without bodies; typeId (and below), articleName contains, status, creation days
    // get: one article of any status, with content and contentEs
    // add: a new article, bodies cleaned by the allow-list; `data` is its id
    // edit: saves the article named by id over the `version` it was loaded at; `data` is {id, version} (the new version)
    // remove: comma-joined ids, all or none; 601 for an article an activity announces
    ...crudContracts('/bll/article', 'id', 'bll:article'),
    // GET /bll/article/export – the older flow: a temporary 文章数据.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/bll/article/export', 'bll:article:export'),
  },
);

export const publicArticle = defineContracts(
  {},
  {
    // GET /api/bll/article/list – published articles of a category and its children (optionally by title), top first then newest
    list: { method: 'GET', path: '/api/bll/article/list', access: 'anonymous' },
    // GET /api/bll/article/listPreview – up to ten {id, articleName, createTime, membersOnly} whose title contains articleName
    listPreview: { method: 'GET', path: '/api/bll/article/listPreview', access: 'anonymous' },
    // GET /api/bll/article/:id – one published article with its body; counts a view
    get: { method: 'GET', path: '/api/bll/article/:id', access: 'anonymous' },
  },
);

export const articleImage = defineContracts(
  { title: '文章管理' },
  {
    // POST /bll/content/upload – one multipart `file`, a png/jpg/jpeg picture for an article or a category; private until a published article shows it
    upload: { method: 'POST', path: '/bll/content/upload', access: 'user' },
  },
);
