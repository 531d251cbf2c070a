import 'server-only';
import { ContentUnavailableError } from '@/lib/content/api-get';
import { memberGet, readerGet } from '@/lib/content/reader-get';
import type { Article, ArticleSummary } from './public-content';
import { publicArticle } from '@/features/content/article/contract';
import { memberActivity } from '@/features/member/activity/contract';
import { urlOf } from '@/lib/contract/router';
import { englishOnlyQuery } from '@/lib/rules/language-scope';

export async function getMemberArticlePage(
  typeId: number,
  pageNum: number,
  pageSize: number,
  englishOnly: boolean,
): Promise<{ rows: ArticleSummary[]; total: number } | null> {
  const body = await memberGet<ArticleSummary[]>(
    urlOf(publicArticle.list, { query: { typeId, pageNum, pageSize, ...englishOnlyQuery(englishOnly) } }),
  );
  if (!body) return null;
  if (body.code !== 200) throw new ContentUnavailableError(`member article list: ${body.code} ${body.msg}`);
  return { rows: body.rows ?? [], total: body.total ?? 0 };
}

/**
 * The article, `undefined` when there is none, `null` when the reader must sign in. An API that
 * cannot answer is an error, never "no such article".
 */
export async function getMemberArticle(id: number): Promise<Article | null | undefined> {
  const body = await memberGet<Article>(urlOf(publicArticle.get, { path: { id }, query: { countView: 'false' } }));
  if (!body) return null;
  if (body.code === 404) return undefined;
  if (body.code !== 200) throw new ContentUnavailableError(`member article ${id}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * How many open activities a member-only article announces, asked with the reader's token: the
 * API refuses such an article's activities to a signed-out caller, as it refuses the article.
 */
export async function getMemberArticleActivityCount(id: number): Promise<number> {
  const body = await readerGet<unknown[]>(urlOf(memberActivity.getInfoList, { query: { articleId: id } }));
  if (body.code !== 200) throw new ContentUnavailableError(`member article ${id} activities: ${body.code} ${body.msg}`);
  return body.data?.length ?? 0;
}
