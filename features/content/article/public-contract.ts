import { answerData, answerRows, defineContracts } from '@/lib/contract/contract';
import type { WireRow } from '@/lib/contract/wire';
import type { bllArticle } from '@/features/content/tables';
import type { SitemapArticle } from '@/features/content/sitemap';

/*
 * The public site's article reads, in a module of their own: the search box on every public page
 * calls one, and must not carry the back office's form schemas (`./contract.ts`, which lists these too).
 */

type ArticleColumns = WireRow<typeof bllArticle.$inferSelect>;

/**
 * A search result's highlighted text as pieces, the words found marked: the page draws each
 * marked piece in a <mark>, so no text of an article is ever read as HTML.
 */
export interface Piece {
  text: string;
  mark: boolean;
}

/** One of the search box's suggestions (`GET /api/bll/article/listPreview`). */
export type Suggestion = Pick<ArticleColumns, 'id' | 'articleName' | 'articleEsName' | 'createTime'> & {
  /** Member-only articles open in the member area, so the page says which they are. */
  membersOnly: boolean;
};

/** A published article the full-text search found: its title in the page's language and a snippet, the words found marked. */
export type SearchResult = Pick<ArticleColumns, 'id' | 'typeId' | 'articleName' | 'articleEsName' | 'cover' | 'publishTime'> & {
  typeName: string | null;
  title: Piece[];
  snippet: Piece[];
};

/** One result of the full-text search (`GET /api/bll/article/search`). */
export type SearchHit = SearchResult & { membersOnly: boolean };

export const publicArticle = defineContracts(
  {},
  {
    // GET /api/bll/article/list – published articles of a category and its children (optionally by title; englishOnly=true: with an English title), top first then newest
    list: { method: 'GET', path: '/api/bll/article/list', access: 'anonymous' },
    // GET /api/bll/article/listPreview – up to ten {id, articleName, createTime, membersOnly} whose title contains articleName
    listPreview: { method: 'GET', path: '/api/bll/article/listPreview', access: 'anonymous', answer: answerData<Suggestion[]>() },
    // GET /api/bll/article/search – full-text search of published articles the caller may read (q; typeId, beginTime, endTime, englishOnly, lang, paging): rows with title and snippet pieces, words found marked
    search: { method: 'GET', path: '/api/bll/article/search', access: 'anonymous', answer: answerRows<SearchHit>() },
    // GET /api/bll/article/headlines – the newest five headlines (isTop) the caller may read, for the home page's lead story and cards (englishOnly=true: with an English title)
    headlines: { method: 'GET', path: '/api/bll/article/headlines', access: 'anonymous' },
    // GET /api/bll/article/:id – one published article with its body; counts a view unless countView=false (the portal's own pages, whose readers the view beacon counts)
    get: { method: 'GET', path: '/api/bll/article/:id', access: 'anonymous' },
    // GET /api/bll/article/sitemap – every published article of the public categories (never the member-only ones, whoever asks) as {id, typeId, updated}, for sitemap.xml
    sitemap: { method: 'GET', path: '/api/bll/article/sitemap', access: 'anonymous', answer: answerData<SitemapArticle[]>() },
    // POST /api/bll/article/:id/view – the article page's beacon: counts one reading, even of a cached page, and answers the live count
    view: { method: 'POST', path: '/api/bll/article/:id/view', access: 'anonymous', answer: answerData<number>() },
  },
);
