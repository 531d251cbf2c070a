import { problemsFound, tooLong, type FieldProblems } from '@/components/admin/list/field-problems';
import type { Article, ArticleInput } from '@/features/content/article/client/api';
import { inputTimeOfWire, wireTimeOfInput } from '@/lib/format/datetime-local';
import { ARTICLE_BODY_MAX_MB, ARTICLE_LIMITS, isArticleBodyTooLarge } from '@/lib/rules/content-rules';

/** The article editor's state: the input's text as typed, the category as the picker gives it, the publish time as a `datetime-local` field holds it. */
export interface ArticleFormValues extends Pick<
  ArticleInput,
  'articleName' | 'articleEsName' | 'summary' | 'cover' | 'author' | 'source' | 'status' | 'isTop' | 'content' | 'contentEs'
> {
  id?: number;
  /** The version the editor loaded: the save is refused if someone saved a newer one meanwhile. */
  version?: number;
  typeId: number | null;
  /** `yyyy-MM-ddTHH:mm:ss` (or without seconds), or '' for none. */
  publishTime: string;
}

export type ArticleTextField = 'articleName' | 'articleEsName' | 'summary' | 'author' | 'source';
export type ArticleField = ArticleTextField | 'typeId' | 'content' | 'contentEs';

/** A new article: a draft, not on top, in no category yet. */
export function emptyArticle(): ArticleFormValues {
  return {
    typeId: null,
    articleName: '',
    articleEsName: '',
    summary: '',
    cover: '',
    author: '',
    source: '',
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
    cover: article.cover,
    author: article.author,
    source: article.source,
    publishTime: inputTimeOfWire(article.publishTime),
    status: article.status,
    isTop: article.isTop,
    content: article.content,
    contentEs: article.contentEs,
  };
}

/** The client's checks before saving, as message keys of `admin.article`; the server checks them again, cleans the bodies and checks the cover and the version. */
export function articleProblems(values: ArticleFormValues): FieldProblems<ArticleField> {
  const bodyProblem = (html: string) =>
    isArticleBodyTooLarge(html) ? { key: 'bodyTooLarge', values: { mb: ARTICLE_BODY_MAX_MB } } : undefined;
  return {
    ...tooLong(values, ARTICLE_LIMITS),
    ...problemsFound({
      typeId: values.typeId === null ? { key: 'required.typeId' } : undefined,
      articleName: values.articleName.trim() ? undefined : { key: 'required.articleName' },
      content: bodyProblem(values.content),
      contentEs: bodyProblem(values.contentEs),
    }),
  };
}

export function inputOf(values: ArticleFormValues): ArticleInput {
  return {
    ...(values.id === undefined ? {} : { id: values.id, version: values.version }),
    typeId: values.typeId ?? 0,
    articleName: values.articleName.trim(),
    articleEsName: values.articleEsName.trim(),
    summary: values.summary.trim(),
    cover: values.cover,
    author: values.author.trim(),
    source: values.source.trim(),
    publishTime: wireTimeOfInput(values.publishTime),
    status: values.status,
    isTop: values.isTop,
    content: values.content,
    contentEs: values.contentEs,
  };
}
