import { z } from 'zod';
import { textOf } from '@/lib/contract/fields';
import { sanitizeArticleHtml } from '@/lib/format/sanitize-article';
import {
  ARTICLE_BODY_MAX_MB,
  ARTICLE_LIMITS,
  CATEGORY_LIMITS,
  COVER_MAX,
  INDEX_AREA_MAX,
  LINK_LIMITS,
  isArticleBodyTooLarge,
  isCategoryAddress,
  isHttpAddress,
} from '@/lib/rules/content-rules';
import { choiceOf, displayOrder } from '@/lib/contract/fields';
import { optionalTimeField } from '@/lib/backend/http/wire-time';
import { wholeNumberOf } from './content-fields';

/** Category types (contract 10.1): 1 article list, 2 single page, 3 link to `bllValue`, 4 special page. */
export const CATEGORY_TYPES = ['1', '2', '3', '4'] as const;
const LINK_TYPE = '3';

/** The category form of `POST`/`PUT /bll/article_type`, with the limits of the table's columns. */
export const categorySchema = z
  .object({
    parentId: wholeNumberOf('上级栏目格式不正确', 0, Number.MAX_SAFE_INTEGER, { fallback: 0 }),
    bllName: textOf('栏目名称', CATEGORY_LIMITS.bllName),
    bllEsName: textOf('英文名称', CATEGORY_LIMITS.bllEsName, { optional: true }),
    bllType: choiceOf(CATEGORY_TYPES, '1', '栏目类型只能是1、2、3或4'),
    bllValue: textOf('栏目地址', CATEGORY_LIMITS.bllValue, { optional: true }).refine(
      (value) => value === '' || isCategoryAddress(value),
      '栏目地址必须是以/开头的站内路径或http(s)://开头的网址',
    ),
    indexArea: wholeNumberOf(`首页区域必须是0到${INDEX_AREA_MAX}的整数`, 0, INDEX_AREA_MAX, { fallback: 0 }),
    orderNum: displayOrder(),
    menuFlag: choiceOf(['0', '1'], '1', '导航显示只能是0或1'),
    status: choiceOf(['0', '1'], '0', '栏目状态只能是0或1'),
    cover: textOf('封面', COVER_MAX, { optional: true }),
    remark: textOf('备注', CATEGORY_LIMITS.remark, { optional: true }),
  })
  .refine((input) => input.bllType !== LINK_TYPE || input.bllValue !== '', { message: '链接类栏目的栏目地址不能为空' });
export type CategoryInput = z.infer<typeof categorySchema>;

/** Article statuses (contract 10.2). */
export const ARTICLE_STATUS = { draft: '0', published: '1', withdrawn: '2' } as const;

/** The refusal of a body past `ARTICLE_BODY_MAX_MB`, also given when the whole request is too large. */
export const ARTICLE_TOO_LARGE_MSG = `文章内容过大，正文不能超过${ARTICLE_BODY_MAX_MB}MB`;
/**
 * The request body an article save may send: both bodies at their limit plus the other fields
 * and JSON escaping. Anything larger is refused while it is read, before any parsing.
 */
export const ARTICLE_REQUEST_LIMIT = 12 * 1024 * 1024;

/** An article body: its size is checked before the HTML is parsed, then it is cleaned by the allow-list. */
const articleHtmlOf = (label: string) =>
  z
    .preprocess((value) => (value === undefined || value === null ? '' : value), z.string({ error: `${label}格式不正确` }))
    .refine((html) => !isArticleBodyTooLarge(html), ARTICLE_TOO_LARGE_MSG)
    .transform((html) => sanitizeArticleHtml(html));

/** The article form of `POST`/`PUT /bll/article` (PUT adds `id` and `version`). */
export const articleSchema = z.object({
  typeId: wholeNumberOf('所属栏目格式不正确', 1, Number.MAX_SAFE_INTEGER, { missing: '所属栏目不能为空' }),
  articleName: textOf('文章标题', ARTICLE_LIMITS.articleName),
  articleEsName: textOf('英文标题', ARTICLE_LIMITS.articleEsName, { optional: true }),
  summary: textOf('摘要', ARTICLE_LIMITS.summary, { optional: true }),
  cover: textOf('封面', COVER_MAX, { optional: true }),
  author: textOf('作者', ARTICLE_LIMITS.author, { optional: true }),
  source: textOf('来源', ARTICLE_LIMITS.source, { optional: true }),
  publishTime: optionalTimeField('发布时间'),
  status: choiceOf(['0', '1', '2'], ARTICLE_STATUS.draft, '文章状态只能是0、1或2'),
  isTop: choiceOf(['0', '1'], '0', '置顶只能是0或1'),
  content: articleHtmlOf('文章内容'),
  contentEs: articleHtmlOf('英文内容'),
});
export type ArticleInput = z.infer<typeof articleSchema>;

/** The `version` a `PUT /bll/article` carries: the one the editor loaded. */
export const articleVersionSchema = z.object({
  version: wholeNumberOf('文章版本号格式不正确', 1, 2_147_483_647, { missing: '文章版本号不能为空' }),
});

/** The friendly link form of `POST`/`PUT /bll/links`. */
export const linkSchema = z.object({
  linkName: textOf('链接名称', LINK_LIMITS.linkName),
  linkUrl: textOf('链接地址', LINK_LIMITS.linkUrl).refine(isHttpAddress, '链接地址必须以http(s)://开头'),
  orderNum: displayOrder(),
  status: choiceOf(['0', '1'], '0', '链接状态只能是0或1'),
});
export type LinkInput = z.infer<typeof linkSchema>;
