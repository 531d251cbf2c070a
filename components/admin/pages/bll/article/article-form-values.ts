import type { Article, ArticleInput, ArticleStatus } from '@/lib/api/article';
import { tooLongFields } from '@/components/admin/editor/content-rules';

/** The article editor's state: text as typed, the publish time as a `datetime-local` field holds it. */
export interface ArticleFormValues {
  id?: number;
  /** The version the editor loaded: the save is refused if someone saved a newer one meanwhile. */
  version?: number;
  typeId: number | null;
  articleName: string;
  articleEsName: string;
  summary: string;
  cover: string;
  author: string;
  source: string;
  /** `yyyy-MM-ddTHH:mm:ss` (or without seconds), or '' for none. */
  publishTime: string;
  status: ArticleStatus;
  isTop: string;
  content: string;
  contentEs: string;
}

export type ArticleTextField = 'articleName' | 'articleEsName' | 'summary' | 'author' | 'source';
export type ArticleErrors = Partial<Record<ArticleTextField | 'typeId' | 'content' | 'contentEs', string>>;

/** The column sizes of `bll_article`. */
const LIMITS: Partial<Record<ArticleTextField, number>> = { articleName: 200, articleEsName: 300, summary: 500, author: 64, source: 100 };
/** The server's limit for each body (UTF-8 bytes): pictures are uploaded files, so a larger body is a paste gone wrong. */
export const ARTICLE_BODY_MAX_MB = 5;
const ARTICLE_BODY_MAX_BYTES = ARTICLE_BODY_MAX_MB * 1024 * 1024;

/** A new article: a draft, not on top, in no category yet. */
export function emptyArticle(): ArticleFormValues {
  return { typeId: null, articleName: '', articleEsName: '', summary: '', cover: '', author: '', source: '', publishTime: '', status: '0', isTop: '0', content: '', contentEs: '' };
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
    publishTime: article.publishTime ? article.publishTime.replace(' ', 'T') : '',
    status: article.status,
    isTop: article.isTop,
    content: article.content,
    contentEs: article.contentEs,
  };
}

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The client's checks before saving; the server checks them again, cleans the bodies and checks the cover and the version. */
export function checkArticle(values: ArticleFormValues, t: Translate): ArticleErrors {
  const errors: ArticleErrors = tooLongFields(values, LIMITS, (limit) => t('tooLong', { limit }));
  if (values.typeId === null) errors.typeId = t('required.typeId');
  if (!values.articleName.trim()) errors.articleName = t('required.articleName');
  for (const body of ['content', 'contentEs'] as const) {
    if (bytesOf(values[body]) > ARTICLE_BODY_MAX_BYTES) errors[body] = t('bodyTooLarge', { mb: ARTICLE_BODY_MAX_MB });
  }
  return errors;
}

/** The contract's time text (`yyyy-MM-dd HH:mm:ss`) of the field's value. */
function wireTimeOf(local: string): string {
  if (!local) return '';
  const text = local.replace('T', ' ');
  return text.length === 16 ? `${text}:00` : text;
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
    publishTime: wireTimeOf(values.publishTime),
    status: values.status,
    isTop: values.isTop,
    content: values.content,
    contentEs: values.contentEs,
  };
}
