import { z } from '@/lib/contract/zod';
import { CONTENT_TAGS } from '@/lib/content/content-tags';
import { answerData, crudContracts, defineContracts, exportContract, typeOf, type WriteAnswer } from '@/lib/contract/contract';
import { choiceOf, problem, textOf } from '@/lib/contract/fields';
import { optionalWireTimeOf } from '@/lib/contract/time-fields';
import type { WireRow } from '@/lib/contract/wire';
import { ARTICLE_BODY_MAX_MB, ARTICLE_LIMITS, COVER_MAX, isArticleBodyTooLarge } from '@/lib/rules/content-rules';
import type { bllArticle } from '@/features/content/tables';
import { wholeNumberOf } from '../fields';

export { publicArticle } from './public-contract';

/** Article statuses (contract 10.2): draft, published, withdrawn. */
export const ARTICLE_STATUS = { draft: '0', published: '1', withdrawn: '2' } as const;
export const ARTICLE_STATUSES = [ARTICLE_STATUS.draft, ARTICLE_STATUS.published, ARTICLE_STATUS.withdrawn] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

type ArticleColumns = WireRow<typeof bllArticle.$inferSelect>;

/**
 * An article as the API answers it without its bodies (lists, the admin list among them): every
 * column but the bodies, its category's name, times as text, the status as the contract names it.
 */
export type ArticleWire = Omit<ArticleColumns, 'content' | 'contentEs' | 'status'> & { status: ArticleStatus; typeName: string | null };

/** An article as the API answers one: with both bodies. */
export type ArticleWithBodies = ArticleWire & Pick<ArticleColumns, 'content' | 'contentEs'>;

/** The refusal of a body past `ARTICLE_BODY_MAX_MB`, also given when the whole request is too large. */
export const ARTICLE_TOO_LARGE_MSG = `文章内容过大，正文不能超过${ARTICLE_BODY_MAX_MB}MB`;

/**
 * An article body, its size checked (in UTF-8 bytes). The server then cleans it by the
 * allow-list, which needs an HTML parser the browser does not load for the form.
 */
const articleHtmlOf = (label: string) =>
  z
    .preprocess((value) => (value === undefined || value === null ? '' : value), z.string({ error: `${label}格式不正确` }))
    .refine((html) => !isArticleBodyTooLarge(html), {
      message: ARTICLE_TOO_LARGE_MSG,
      params: problem('bodyTooLarge', ARTICLE_BODY_MAX_MB),
    });

/** The article form of `POST`/`PUT /bll/article` (PUT adds `id` and `version`); the publish time as the contract writes it. */
export const articleSchema = z.object({
  typeId: wholeNumberOf('所属栏目格式不正确', 1, Number.MAX_SAFE_INTEGER, { missing: '所属栏目不能为空' }),
  articleName: textOf('文章标题', ARTICLE_LIMITS.articleName),
  articleEsName: textOf('英文标题', ARTICLE_LIMITS.articleEsName, { optional: true }),
  summary: textOf('摘要', ARTICLE_LIMITS.summary, { optional: true }),
  summaryEs: textOf('英文摘要', ARTICLE_LIMITS.summaryEs, { optional: true }),
  cover: textOf('封面', COVER_MAX, { optional: true }),
  author: textOf('作者', ARTICLE_LIMITS.author, { optional: true }),
  authorEs: textOf('英文作者', ARTICLE_LIMITS.authorEs, { optional: true }),
  source: textOf('来源', ARTICLE_LIMITS.source, { optional: true }),
  sourceEs: textOf('英文来源', ARTICLE_LIMITS.sourceEs, { optional: true }),
  publishTime: optionalWireTimeOf('发布时间'),
  status: choiceOf(ARTICLE_STATUSES, ARTICLE_STATUS.draft, '文章状态只能是0、1或2'),
  isTop: choiceOf(['0', '1'], '0', '置顶只能是0或1'),
  content: articleHtmlOf('文章内容'),
  contentEs: articleHtmlOf('英文内容'),
});

/** The `version` a `PUT /bll/article` carries: the one the editor loaded, read before the form's fields. */
export const articleVersionSchema = z.object({
  version: wholeNumberOf('文章版本号格式不正确', 1, 2_147_483_647, { missing: '文章版本号不能为空' }),
});

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

const articleRows = crudContracts('/bll/article', 'id', 'bll:article', { row: typeOf<ArticleWire>(), input: articleSchema });

export const article = defineContracts(
  { title: '文章管理', tags: articleTags },
  {
    // list: articles of every status, paged, without bodies; typeId (and below), articleName contains, status, creation days
    // get: one article of any status, with content and contentEs
    // add: a new article, bodies cleaned by the allow-list; `data` is its id
    // edit: saves the article named by id over the `version` it was loaded at; `data` is {id, version} (the new version)
    // remove: comma-joined ids, all or none; 601 for an article an activity announces
    ...articleRows,
    get: { ...articleRows.get, answer: answerData<ArticleWithBodies>() },
    // GET /bll/article/export – the older flow: a temporary 文章数据.xlsx for /common/download; POST – the workbook itself
    export: exportContract('/bll/article/export', 'bll:article:export'),
  },
);

export const articleImage = defineContracts(
  { title: '文章管理' },
  {
    // POST /bll/content/upload – one multipart `file`, a png/jpg/jpeg picture for an article, a category or a notice; private until a published article (or, for staff, a notice) shows it
    upload: { method: 'POST', path: '/bll/content/upload', access: 'user' },
  },
);
