import { article } from '@/features/content/article/contract';
import type { ArticleSummary } from '@/lib/content/public-content';
import { rowCalls } from '@/lib/http/row-calls';
import { request, type Envelope } from '@/lib/http/request';

/** Article statuses (contract 10.2): draft, published, withdrawn. */
export const ARTICLE_STATUSES = ['0', '1', '2'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** An article as the admin list gives it: what the public pages read, plus the status and the version. */
export interface ArticleRow extends Omit<ArticleSummary, 'createTime'> {
  status: ArticleStatus;
  version: number;
  createTime: string;
  updateTime: string | null;
}

/** One article with both bodies, as `GET /bll/article/{id}` answers. */
export interface Article extends ArticleRow {
  content: string;
  contentEs: string;
}

export type ArticleInput = Pick<
  Article,
  'typeId' | 'articleName' | 'articleEsName' | 'summary' | 'cover' | 'author' | 'source' | 'status' | 'isTop' | 'content' | 'contentEs'
> & {
  /** With `version` on an edit: the version the editor loaded, so a save over a newer one is refused. */
  id?: number;
  version?: number;
  /** `yyyy-MM-dd HH:mm:ss`, or empty (publishing then dates it now). */
  publishTime: string;
};

export const getArticle = (id: number) =>
  request<Envelope & { data: Article }>(article.get, { path: { id } }).then((answer) => answer.data);
export const articleRows = rowCalls<ArticleRow, ArticleInput>(article, 'id');
