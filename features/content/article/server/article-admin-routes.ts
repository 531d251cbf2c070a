import { article, ARTICLE_TOO_LARGE_MSG, articleVersionSchema } from '@/features/content/article/contract';
import type { RequestContext } from '@/lib/backend/http/context';
import { BODY_TOO_LARGE_MSG, textField } from '@/lib/backend/http/body';
import { ok, okData } from '@/lib/backend/http/envelope';
import { ServiceError } from '@/lib/backend/http/errors';
import { idParam } from '@/lib/backend/http/params';
import type { Route } from '@/lib/backend/http/router';
import { parseBody } from '@/lib/backend/http/schema';
import { listRoute } from '@/lib/backend/http/table-list';
import { listExportRoute } from '@/lib/backend/export/export-route';
import type { ExportColumn } from '@/lib/backend/export/xlsx';
import { toWireTime } from '@/lib/format/date-time';
import {
  addArticle,
  allArticles,
  editArticle,
  getArticle,
  listArticles,
  removeArticles,
  type ArticleInput,
  type ExportedArticle,
} from './article-admin-service';
import { sanitizeArticleHtml } from '@/lib/format/sanitize-article';
import { pathIdsOf } from '@/features/content/server/content-fields';

/**
 * The request body an article save may send: both bodies at their limit plus the other fields
 * and JSON escaping. Anything larger is refused while it is read, before any parsing.
 */
export const ARTICLE_REQUEST_LIMIT = 12 * 1024 * 1024;

/**
 * An article form's body, read within the larger limit article bodies need; a body past it is
 * refused while it streams in, with the article's own message rather than the generic one.
 */
async function articleBody(ctx: RequestContext): Promise<Record<string, unknown>> {
  try {
    return await ctx.body(ARTICLE_REQUEST_LIMIT);
  } catch (error) {
    if (error instanceof ServiceError && error.message === BODY_TOO_LARGE_MSG) throw new ServiceError(ARTICLE_TOO_LARGE_MSG);
    throw error;
  }
}

/** An article form's fields, parsed by the contract's schema, the bodies then cleaned by the allow-list. */
function articleInputOf(body: Record<string, unknown>): ArticleInput {
  const input = parseBody(article.add.input, body);
  return { ...input, content: sanitizeArticleHtml(input.content), contentEs: sanitizeArticleHtml(input.contentEs) };
}

const STATUS_LABELS: Record<string, string> = { '0': '草稿', '1': '已发布', '2': '已撤回' };

const exportColumns: ExportColumn<ExportedArticle>[] = [
  { header: '文章编号', value: (row) => row.id },
  { header: '文章标题', value: (row) => row.articleName, width: 40 },
  { header: '英文标题', value: (row) => row.articleEsName, width: 40 },
  { header: '所属栏目', value: (row) => row.typeName, width: 16 },
  { header: '作者', value: (row) => row.author, width: 16 },
  { header: '来源', value: (row) => row.source, width: 20 },
  { header: '发布时间', value: (row) => toWireTime(row.publishTime), width: 20 },
  { header: '状态', value: (row) => STATUS_LABELS[row.status] ?? row.status },
  { header: '置顶', value: (row) => (row.isTop === '1' ? '是' : '否') },
  { header: '浏览量', value: (row) => row.viewCount },
  { header: '创建时间', value: (row) => toWireTime(row.createTime), width: 20 },
];

/** Article management (contract 10.2). Literal paths come before `/bll/article/:id`. */
export const articleAdminRoutes: Route[] = [
  listRoute(article.list, (ctx) => listArticles(ctx.deps.db, ctx.query)),
  listExportRoute(article.export, '文章数据', exportColumns, allArticles),
  {
    contract: article.get,
    handler: async (ctx) => okData(await getArticle(ctx.deps.db, idParam('id', ctx.params.id))),
  },
  {
    contract: article.add,
    handler: async (ctx) => okData(await addArticle(ctx.deps.db, ctx.requireUser(), articleInputOf(await articleBody(ctx)))),
  },
  {
    contract: article.edit,
    handler: async (ctx) => {
      const body = await articleBody(ctx);
      const id = idParam('id', textField(body, 'id', true));
      const { version } = parseBody(articleVersionSchema, body);
      return okData(await editArticle(ctx.deps.db, ctx.requireUser(), id, version, articleInputOf(body)));
    },
  },
  {
    contract: article.remove,
    handler: async (ctx) => {
      await removeArticles(ctx.deps.db, pathIdsOf(ctx.params.ids));
      return ok();
    },
  },
];
