import { z } from 'zod';
import { emailOf, mobileOf, textOf } from '../../http/schema';
import { DECLARE_DESCRIPTION_MAX } from '../../../member-rules';

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
    z.string().max(DECLARE_DESCRIPTION_MAX, `申报说明长度不能超过${DECLARE_DESCRIPTION_MAX}个字符`),
  ),
  files: z.unknown().optional(),
  /** `0` save as draft, `1` submit. */
  status: z.coerce.string().pipe(z.enum(['0', '1'], { error: '申报状态只能是草稿或提交' })).default('0'),
});
export type DeclarationInput = z.infer<typeof declarationSchema>;

export const reviewSchema = z.object({
  id: z.coerce.number({ error: '申报编号不正确' }).int().positive('申报编号不正确'),
  status: z.coerce.string().pipe(z.enum(['2', '3'], { error: '审核结果只能是受理或退回' })),
  comment: textOf('审核意见', 500, { optional: true }),
});
