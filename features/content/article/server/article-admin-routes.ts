import { article } from '@/features/content/article/contract';
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
  type ExportedArticle,
} from './article-admin-service';
import {
  ARTICLE_REQUEST_LIMIT,
  ARTICLE_TOO_LARGE_MSG,
  articleSchema,
  articleVersionSchema,
} from '@/features/content/server/content-admin-schemas';
import { pathIdsOf } from '@/features/content/server/content-fields';

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
    handler: async (ctx) => okData(await addArticle(ctx.deps.db, ctx.requireUser(), parseBody(articleSchema, await articleBody(ctx)))),
  },
  {
    contract: article.edit,
    handler: async (ctx) => {
      const body = await articleBody(ctx);
      const id = idParam('id', textField(body, 'id', true));
      const { version } = parseBody(articleVersionSchema, body);
      return okData(await editArticle(ctx.deps.db, ctx.requireUser(), id, version, parseBody(articleSchema, body)));
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
