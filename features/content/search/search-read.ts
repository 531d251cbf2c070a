import 'server-only';
import { readerGet } from '@/lib/content/reader-get';
import { ContentUnavailableError } from '@/lib/content/api-get';
import { urlOf } from '@/lib/contract/router';
import { publicArticle, type SearchHit } from '@/features/content/article';
import { pageNumOf, pageSizeOf } from '@/lib/seo/public-routes';
import { SEARCH_TEXT_MAX } from '@/lib/rules/search-rules';
import { ALL_ARTICLES_PARAM, englishOnly, englishOnlyQuery } from '@/lib/rules/language-scope';

/** The search page's query, as its URL carries it. */
export interface SearchQuery {
  q: string;
  typeId: string;
  beginTime: string;
  endTime: string;
  /** The English site shows English articles only unless the reader asks for all (`all=1`). */
  all: boolean;
  pageNum: number;
  pageSize: number;
}

type Params = Record<string, string | string[] | undefined>;

export function readSearchQuery(params: Params): SearchQuery {
  const one = (name: string) => (typeof params[name] === 'string' ? (params[name] as string).trim() : '');
  return {
    q: one('q').slice(0, SEARCH_TEXT_MAX),
    typeId: /^\d{1,18}$/.test(one('typeId')) ? one('typeId') : '',
    beginTime: one('beginTime'),
    endTime: one('endTime'),
    all: one(ALL_ARTICLES_PARAM) === '1',
    pageNum: pageNumOf(one('pageNum')),
    pageSize: pageSizeOf(one('pageSize')),
  };
}

/** The query's fields worth keeping in a link to another page of the same results. */
export function searchFields(query: SearchQuery): Record<string, string> {
  const fields: Record<string, string> = { q: query.q };
  if (query.typeId) fields.typeId = query.typeId;
  if (query.beginTime) fields.beginTime = query.beginTime;
  if (query.endTime) fields.endTime = query.endTime;
  if (query.all) fields[ALL_ARTICLES_PARAM] = '1';
  return fields;
}

export type SearchOutcome = { kind: 'found'; rows: SearchHit[]; total: number } | { kind: 'signIn' } | { kind: 'refused'; msg: string };

/**
 * The results for the reader: signed in, member-only articles are among them, so the read is
 * never cached and carries the reader's own token.
 */
export async function searchFor(query: SearchQuery, locale: string): Promise<SearchOutcome> {
  const body = await readerGet<SearchHit[]>(
    urlOf(publicArticle.search, {
      query: {
        ...searchFields(query),
        ...englishOnlyQuery(englishOnly(locale, query.all)),
        lang: locale === 'en' ? 'en' : 'zh',
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      },
    }),
  );
  if (body.code === 200) return { kind: 'found', rows: body.rows ?? [], total: body.total ?? 0 };
  if (body.code === 401) return { kind: 'signIn' };
  if (body.code === 500 && body.msg) return { kind: 'refused', msg: body.msg };
  throw new ContentUnavailableError(`search: ${body.code} ${body.msg}`);
}
