import { z } from 'zod';
import { textOf } from '../../http/schema';
import { PHONE_PATTERN } from '../../../validation';
import { DECLARE_DESCRIPTION_MAX } from '../../../member-rules';

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

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
  phone: textOf('联系电话', 11, { optional: true }).refine((value) => value === '' || PHONE_PATTERN.test(value), '请输入正确的手机号码'),
  email: textOf('电子邮箱', 50, { optional: true }).refine((value) => value === '' || EMAIL.test(value), '请输入正确的电子邮箱'),
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
