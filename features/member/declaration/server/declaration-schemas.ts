import { z } from 'zod';
import { emailOf, mobileOf, textOf } from '@/lib/contract/fields';
import { DECLARATION_DESCRIPTION_MAX } from '@/lib/rules/member-rules';

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
export type DeclarationInput = z.infer<typeof declarationSchema>;

export const reviewSchema = z.object({
  id: z.coerce.number({ error: '申报编号不正确' }).int().positive('申报编号不正确'),
  status: z.coerce.string().pipe(z.enum(['2', '3'], { error: '审核结果只能是受理或退回' })),
  comment: textOf('审核意见', 500, { optional: true }),
});

/** A form the association publishes on the member download page: a title for a file uploaded through `/common/upload`. */
export const templateSchema = z.object({
  title: textOf('模板名称', 100),
  fileName: textOf('模板文件', 200),
  orderNum: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? 0 : value),
    z.coerce
      .number({ error: '显示顺序必须是整数' })
      .int('显示顺序必须是整数')
      .min(0, '显示顺序不能小于0')
      .max(9999, '显示顺序不能超过9999'),
  ),
  status: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? '0' : String(value)),
    z.enum(['0', '1'], { error: '模板状态只能是正常或停用' }),
  ),
});
export type TemplateInput = z.infer<typeof templateSchema>;
