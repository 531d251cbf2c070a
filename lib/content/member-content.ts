import 'server-only';
import { cookies, headers } from 'next/headers';
import { apiGet, ContentUnavailableError } from './api-get';
import type { Envelope } from '@/lib/contract/envelope';
import { getConfig } from '../config';
import { REQUEST_ID_HEADER } from '../server/request-id';
import { SESSION_COOKIE, unsealSession } from '../session';
import type { Article, ArticleSummary } from './public-content';
import { publicArticle } from '@/features/content/article/contract';
import { memberActivity } from '@/features/member/activity/contract';
import { urlOf } from '../contract/router';
import { englishOnlyQuery } from '../rules/language-scope';

/**
 * Member-only reads, made with the reader's own token and never cached: the API decides what
 * the reader may see. `null` means the session is over (or there was none).
 */
async function readerToken(): Promise<string | null> {
  return unsealSession((await cookies()).get(SESSION_COOKIE)?.value, getConfig().sessionSecret);
}

/** A GET as whoever reads: with their token when signed in, else anonymous; never cached. */
export async function readerGet<T>(path: string): Promise<Envelope<T>> {
  const token = await readerToken();
  return apiGet<T>(path, token ?? undefined, (await headers()).get(REQUEST_ID_HEADER));
}

/** A GET with the reader's token; `null` when there is no session (or it ended). */
export async function memberGet<T>(path: string): Promise<Envelope<T> | null> {
  const token = await readerToken();
  if (!token) return null;
  const body = await apiGet<T>(path, token, (await headers()).get(REQUEST_ID_HEADER));
  return body.code === 401 ? null : body;
}

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
