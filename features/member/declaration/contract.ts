import { z } from '@/lib/contract/zod';
import { answerData, answerRows, can, defineContracts, exportContract } from '@/lib/contract/contract';
import { emailOf, mobileOf, textOf } from '@/lib/contract/fields';
import type { WireRow } from '@/lib/contract/wire';
import type { sysFile, sysUser } from '@/lib/backend/db/schema';
import {
  DECLARATION_DESCRIPTION_MAX,
  REVIEW_COMMENT_MAX,
  TEMPLATE_ORDER_RANGE,
  TEMPLATE_TITLE_ES_MAX,
  TEMPLATE_TITLE_MAX,
} from '@/lib/rules/member-rules';
import type { bllDeclare, bllDeclareFile, bllDeclareTemplate } from '@/features/member/tables';

/**
 * A declaration as the member types it. A draft needs only its type and title; submitting
 * needs the applicant, a phone number and the description too (checked in the service).
 */
export const declarationSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  declareType: textOf('申报类别', 20),
  title: textOf('申报名称', 100),
  applicantName: textOf('申报人', 30, { optional: true }),
  employer: textOf('工作单位', 100, { optional: true }),
  phone: mobileOf('联系电话', { optional: true }),
  email: emailOf('电子邮箱', { optional: true }),
  description: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().max(DECLARATION_DESCRIPTION_MAX, `申报说明长度不能超过${DECLARATION_DESCRIPTION_MAX}个字符`),
  ),
  files: z.unknown().optional(),
  /** `0` save as draft, `1` submit. */
  status: z.coerce
    .string()
    .pipe(z.enum(['0', '1'], { error: '申报状态只能是草稿或提交' }))
    .default('0'),
});

/** A reviewer's decision on a submitted declaration; returning one needs a comment (checked in the service). */
export const reviewSchema = z.object({
  id: z.coerce.number({ error: '申报编号不正确' }).int().positive('申报编号不正确'),
  status: z.coerce.string().pipe(z.enum(['2', '3'], { error: '审核结果只能是受理或退回' })),
  comment: textOf('审核意见', REVIEW_COMMENT_MAX, { optional: true }),
});

/** A form the association publishes on the member download page: a title for a file uploaded through `/common/upload`. */
export const templateSchema = z.object({
  title: textOf('模板名称', TEMPLATE_TITLE_MAX),
  titleEs: textOf('英文名称', TEMPLATE_TITLE_ES_MAX, { optional: true }),
  fileName: textOf('模板文件', 200),
  orderNum: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    z.coerce
      .number({ error: '显示顺序必须是整数' })
      .int('显示顺序必须是整数')
      .min(TEMPLATE_ORDER_RANGE.min, `显示顺序不能小于${TEMPLATE_ORDER_RANGE.min}`)
      .max(TEMPLATE_ORDER_RANGE.max, `显示顺序不能超过${TEMPLATE_ORDER_RANGE.max}`),
  ),
  status: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? '0' : String(value)),
    z.enum(['0', '1'], { error: '模板状态只能是正常或停用' }),
  ),
});

type DeclarationColumns = WireRow<typeof bllDeclare.$inferSelect>;
type TemplateColumns = WireRow<typeof bllDeclareTemplate.$inferSelect>;

/** An attachment of a declaration, in its order, with its original name and size. */
export type DeclarationFile = Pick<typeof bllDeclareFile.$inferSelect, 'fileName' | 'originalFilename'> &
  Pick<typeof sysFile.$inferSelect, 'size'>;

/** A declaration in a list: every column but the description, times as text. */
export type DeclarationSummary = Omit<DeclarationColumns, 'description'>;

/** A declaration in the reviewers' list, with its attachments. */
export type ReviewedDeclaration = DeclarationSummary & { files: DeclarationFile[] };

/** One declaration for review, with its attachments and its member's account. */
export type DeclarationForReview = DeclarationColumns & {
  member: Pick<typeof sysUser.$inferSelect, 'userId' | 'userName' | 'nickName'> | null;
  files: DeclarationFile[];
};

/** One of the caller's declarations in their list, with its number of attachments. */
export type MyDeclarationRow = DeclarationSummary & { fileCount: number };

/** One of the caller's declarations with its attachments. */
export type MyDeclaration = DeclarationColumns & { files: DeclarationFile[] };

/** An attachment of one of the caller's declarations, with the declaration's title. */
export type MyDeclarationFile = DeclarationFile & { declareId: number; declareTitle: string };

/** A template as the back office's calls answer it: every column, with its file's original name and size (null when the file is gone). */
export type TemplateWire = TemplateColumns & { originalFilename: string | null; size: number | null };

/** A published template as the download page lists it. */
export type PublishedTemplate = Pick<TemplateColumns, 'id' | 'title' | 'titleEs' | 'fileName'> &
  Pick<typeof sysFile.$inferSelect, 'originalFilename' | 'size'>;

export const declarationTemplate = defineContracts(
  { title: '申报模板' },
  {
    // GET /declare/template/list – the download page's templates of every status, paged, by title and status
    list: { method: 'GET', path: '/declare/template/list', access: can('bll:declare:list'), answer: answerRows<TemplateWire>() },
    // GET /declare/template/:id – one template
    get: {
      method: 'GET',
      path: '/declare/template/:id',
      access: can('bll:declare:query'),
      answer: answerData<TemplateWire>(),
    },
    // POST /declare/template – publishes a file the caller uploaded through /common/upload under a title; `data` is its id
    add: { method: 'POST', path: '/declare/template', access: can('bll:declare:review'), input: templateSchema },
    // PUT /declare/template – changes the template named by id
    edit: { method: 'PUT', path: '/declare/template', access: can('bll:declare:review'), input: templateSchema },
    // DELETE /declare/template/:ids – comma-joined ids, all or none; the files stay stored
    remove: { method: 'DELETE', path: '/declare/template/:ids', access: can('bll:declare:review') },
  },
);

export const declaration = defineContracts(
  { title: '申报管理' },
  {
    // GET /declare/list – submitted, accepted and returned declarations, paged, by status, type, title, applicant and submission days
    list: {
      method: 'GET',
      path: '/declare/list',
      access: can('bll:declare:list'),
      answer: answerRows<ReviewedDeclaration>(),
    },
    // GET|POST /declare/export – the list's declarations as 申报数据.xlsx
    export: exportContract('/declare/export', 'bll:declare:export'),
    // PUT /declare/review – accept (2) or return (3, with a comment) a submitted declaration; the member sees the comment
    review: { method: 'PUT', path: '/declare/review', access: can('bll:declare:review'), input: reviewSchema },
    // GET /declare/:id – one declaration (not a draft) with its attachments and its member's account
    get: {
      method: 'GET',
      path: '/declare/:id',
      access: can('bll:declare:query'),
      answer: answerData<DeclarationForReview>(),
    },
  },
);

export const memberDeclaration = defineContracts(
  {},
  {
    // GET /api/declare/list – the caller's declarations, newest first, paged
    list: { method: 'GET', path: '/api/declare/list', access: 'user', answer: answerRows<MyDeclarationRow>() },
    // GET /api/declare/templates – the forms the association publishes for download
    templates: { method: 'GET', path: '/api/declare/templates', access: 'user', answer: answerData<PublishedTemplate[]>() },
    // GET /api/declare/files – every file attached to the caller's declarations
    files: { method: 'GET', path: '/api/declare/files', access: 'user', answer: answerData<MyDeclarationFile[]>() },
    // GET /api/declare/:id – one of the caller's declarations with its files
    get: { method: 'GET', path: '/api/declare/:id', access: 'user', answer: answerData<MyDeclaration>() },
    // POST /api/declare – a new declaration, saved as draft (status 0) or submitted (1); `data` is its id
    add: { method: 'POST', path: '/api/declare', access: 'user', input: declarationSchema, answer: answerData<number>() },
    // PUT /api/declare – changes a draft or returned declaration of the caller; `data` is its id
    edit: { method: 'PUT', path: '/api/declare', access: 'user', input: declarationSchema, answer: answerData<number>() },
  },
);
