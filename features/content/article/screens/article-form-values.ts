import { parsedBy, schemaProblems, type FieldProblems, type FormValues } from '@/components/admin/list/field-problems';
import type { Article, ArticleInput } from '@/features/content/article/client/api';
import { articleSchema } from '@/features/content/article/contract';
import { inputTimeOfWire, wireTimeOfInput } from '@/lib/format/datetime-local';

/**
 * The article editor's state: the input's text as typed, the category as the picker gives it
 * (null for none yet), the publish time as a `datetime-local` field holds it
 * (`yyyy-MM-ddTHH:mm:ss`, or without seconds, or '' for none).
 */
export type ArticleFormValues = Omit<FormValues<ArticleInput, 'id' | 'version'>, 'typeId'> & {
  typeId: number | null;
};

export type ArticleTextField = 'articleName' | 'articleEsName' | 'summary' | 'summaryEs' | 'author' | 'authorEs' | 'source' | 'sourceEs';
export type ArticleField = ArticleTextField | 'typeId' | 'content' | 'contentEs';

/** A new article: a draft, not on top, in no category yet. */
export function emptyArticle(): ArticleFormValues {
  return {
    typeId: null,
    articleName: '',
    articleEsName: '',
    summary: '',
    summaryEs: '',
    cover: '',
    author: '',
    authorEs: '',
    source: '',
    sourceEs: '',
    publishTime: '',
    status: '0',
    isTop: '0',
    content: '',
    contentEs: '',
  };
}

export function valuesOf(article: Article): ArticleFormValues {
  return {
    id: article.id,
    version: article.version,
    typeId: article.typeId,
    articleName: article.articleName,
    articleEsName: article.articleEsName,
    summary: article.summary,
    summaryEs: article.summaryEs,
    cover: article.cover,
    author: article.author,
    authorEs: article.authorEs,
    source: article.source,
    sourceEs: article.sourceEs,
    publishTime: inputTimeOfWire(article.publishTime),
    status: article.status,
    isTop: article.isTop,
    content: article.content,
    contentEs: article.contentEs,
  };
}

/** The editor's values as the API reads them: the publish time as the contract writes times. */
export function wireValuesOf(values: ArticleFormValues): ArticleFormValues {
  return { ...values, publishTime: wireTimeOfInput(values.publishTime) };
}

/**
 * The client's checks before saving: the contract's schema, the one the API parses with, as
 * message keys of `admin.article`; the server checks them again, cleans the bodies and checks
 * the cover and the version.
 */
export const articleProblems = (values: ArticleFormValues): FieldProblems<string> => schemaProblems(articleSchema, wireValuesOf(values));

/** What a save sends: the values as the schema parses them, with the id and the loaded version of an edit. */
export const inputOf = (values: ArticleFormValues): ArticleInput => parsedBy(articleSchema, wireValuesOf(values));
