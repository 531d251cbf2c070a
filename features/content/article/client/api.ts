import { ARTICLE_STATUSES, article, type ArticleStatus, type articleVersionSchema } from '@/features/content/article/contract';
import type { DataOf, RowOf } from '@/lib/contract/contract';
import { rowCalls, type RowInput } from '@/lib/http/row-calls';
import { request } from '@/lib/http/request';
import type { z } from 'zod';

/** Article statuses (contract 10.2): draft, published, withdrawn. */
export { ARTICLE_STATUSES, type ArticleStatus };

/** An article as the admin list gives it: what the public pages read, plus the status and the version. */
export type ArticleRow = RowOf<typeof article.list>;

/** One article with both bodies, as `GET /bll/article/{id}` answers. */
export type Article = DataOf<typeof article.get>;

/** What a save sends; an edit adds the `version` the editor loaded, so a save over a newer one is refused. */
export type ArticleInput = RowInput<typeof article, 'id'> & Partial<z.output<typeof articleVersionSchema>>;

export const getArticle = (id: number) => request(article.get, { path: { id } }).then((answer) => answer.data);
export const articleRows = rowCalls(article, 'id');
