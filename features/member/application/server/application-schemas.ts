import { z } from 'zod';
import { emailOf, mobileOf, textOf } from '@/lib/contract/fields';
import { birthDateOfIdNumber, genderOfIdNumber, isValidCreditCode, isValidIdNumber } from '@/lib/rules/identity-numbers';
import { isNumeric } from '@/lib/rules/validation';
import { APPLICATION_TYPES } from '@/lib/rules/member-rules';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const mobile = mobileOf('手机号码');
const email = emailOf('电子邮箱');
const date = (label: string) =>
  textOf(label, 10).refine((value) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label}格式不正确`);
const fileName = (label: string) => textOf(label, 200);

/** The individual application form (docs/membership.md lists each field). */
export const memberApplicationSchema = z
  .object({
    name: textOf('姓名', 30),
    gender: z.coerce.string().pipe(z.enum(['0', '1'], { error: '请选择性别' })),
    idNumber: textOf('身份证号码', 18)
      .transform((value) => value.toUpperCase())
      .refine(isValidIdNumber, '身份证号码格式不正确'),
    birthDate: date('出生日期'),
    employer: textOf('工作单位', 100),
    jobTitle: textOf('职务/职称', 50, { optional: true }),
    yearsInProfession: z.coerce
      .number({ error: '从业年限必须是数字' })
      .int('从业年限必须是整数')
      .min(0, '从业年限不能小于0')
      .max(70, '从业年限不能超过70年'),
    speciality: textOf('专业方向', 20),
    mobile,
    email,
    photo: fileName('个人照片'),
    certificates: textOf('所获证书', 500, { optional: true }),
    certificateFiles: z.unknown().optional(),
  })
  .superRefine((form, ctx) => {
    if (birthDateOfIdNumber(form.idNumber) !== form.birthDate) ctx.addIssue({ code: 'custom', message: '出生日期与身份证号码不一致' });
    else if (genderOfIdNumber(form.idNumber) !== form.gender) ctx.addIssue({ code: 'custom', message: '性别与身份证号码不一致' });
  });
export type MemberApplicationInput = z.infer<typeof memberApplicationSchema>;

/** The organisation application form. */
export const orgApplicationSchema = z.object({
  orgName: textOf('单位名称', 100),
  creditCode: textOf('统一社会信用代码', 18)
    .transform((value) => value.toUpperCase())
    .refine(isValidCreditCode, '统一社会信用代码格式不正确'),
  legalPerson: textOf('法定代表人', 30),
  address: textOf('单位地址', 200),
  contactName: textOf('联系人', 30),
  mobile,
  email,
  orgSize: textOf('单位规模', 20),
  businessScope: textOf('业务范围', 500),
  licence: fileName('营业执照扫描件'),
});
export type OrgApplicationInput = z.infer<typeof orgApplicationSchema>;

export const applicationTypeSchema = z.enum(APPLICATION_TYPES, { error: '申请类型不正确' });
const applicationId = z.coerce.number({ error: '申请编号不正确' }).int('申请编号不正确').positive('申请编号不正确');

/** Payment information for an approved application. */
export const paymentSchema = z.object({
  applicationId,
  type: applicationTypeSchema,
  payer: textOf('付款人', 100),
  amount: textOf('缴费金额', 12).refine(
    (value) => isNumeric(value) && Number(value) > 0 && Number(value) < 1e8 && !/\.\d{3,}$/.test(value),
    '缴费金额必须是大于0的金额，最多两位小数',
  ),
  method: textOf('缴费方式', 20),
  reference: textOf('交易流水号', 64),
  payTime: date('缴费日期'),
  receipt: fileName('缴费凭证'),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

/** An approver's decision on a submitted application. */
export const auditSchema = z
  .object({
    id: applicationId,
    type: applicationTypeSchema,
    status: z.coerce.string().pipe(z.enum(['1', '2'], { error: '审核结果只能是通过或不通过' })),
    reason: textOf('审核意见', 500, { optional: true }),
  })
  .refine((form) => form.status === '1' || form.reason.length > 0, '不通过时请填写原因');

export const applicationRefSchema = z.object({
  id: applicationId,
  type: applicationTypeSchema,
  reason: textOf('原因', 500, { optional: true }),
});
