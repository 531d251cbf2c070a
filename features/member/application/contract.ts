import { z } from '@/lib/contract/zod';
import { answerData, answerRows, can, defineContracts, exportContract } from '@/lib/contract/contract';
import { emailOf, mobileOf, textOf } from '@/lib/contract/fields';
import type { WireRow } from '@/lib/contract/wire';
import type { sysUser } from '@/lib/backend/db/schema';
import { birthDateOfIdNumber, genderOfIdNumber, isValidCreditCode, isValidIdNumber } from '@/lib/rules/identity-numbers';
import { APPLICATION_TYPES, REVIEW_COMMENT_MAX, type ApplicationType } from '@/lib/rules/member-rules';
import { isNumeric } from '@/lib/rules/validation';
import type { bllSignLog, bllSignMember, bllSignOrg, bllSignPayment } from '@/features/member/tables';

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

/** An approver's decision on a submitted application. */
export const auditSchema = z
  .object({
    id: applicationId,
    type: applicationTypeSchema,
    status: z.coerce.string().pipe(z.enum(['1', '2'], { error: '审核结果只能是通过或不通过' })),
    reason: textOf('审核意见', REVIEW_COMMENT_MAX, { optional: true }),
  })
  .refine((form) => form.status === '1' || form.reason.length > 0, '不通过时请填写原因');

/** A payment decision on an application: confirmed, or rejected with its reason. */
export const applicationRefSchema = z.object({
  id: applicationId,
  type: applicationTypeSchema,
  reason: textOf('原因', REVIEW_COMMENT_MAX, { optional: true }),
});

/** The steps an application's history records: the applicant's and the reviewers'. */
export const APPLICATION_ACTIONS = {
  submit: 'submit',
  approve: 'approve',
  reject: 'reject',
  submitPay: 'submitPay',
  confirmPay: 'confirmPay',
  rejectPay: 'rejectPay',
  refund: 'refund',
} as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[keyof typeof APPLICATION_ACTIONS];

/** An individual application as the calls answer it: every column, times as text. */
export type MemberApplicationWire = WireRow<typeof bllSignMember.$inferSelect>;
/** An organisation application as the calls answer it: every column, times as text. */
export type OrgApplicationWire = WireRow<typeof bllSignOrg.$inferSelect>;
/** Payment information submitted for an application: every column, times as text. */
export type PaymentWire = WireRow<typeof bllSignPayment.$inferSelect>;

/** What an attached file is to the reviewer. */
export type ApplicationFileKind = 'photo' | 'certificate' | 'licence' | 'receipt';

/** A file an application or one of its payments names, with its original name and size (null when the file is gone). */
export interface ApplicationFile {
  kind: ApplicationFileKind;
  fileName: string;
  originalFilename: string | null;
  size: number | null;
}

/** One step of an application's history, its action as recorded. */
export type ApplicationStep = WireRow<
  Pick<typeof bllSignLog.$inferSelect, 'id' | 'fromStatus' | 'toStatus' | 'reason' | 'createBy' | 'createTime'>
> & { action: ApplicationAction };

/** One application for review: its applicant's account, its files, every payment submitted for it (newest first) and its history (oldest first). */
export interface ApplicationDetail {
  type: ApplicationType;
  application: MemberApplicationWire | OrgApplicationWire;
  applicant: Pick<typeof sysUser.$inferSelect, 'userId' | 'userName' | 'nickName' | 'phonenumber'> | null;
  files: ApplicationFile[];
  payments: PaymentWire[];
  history: ApplicationStep[];
}

/** The caller's newest application (null: none yet), its newest payment, the member flag, and the fees and payee the payment form shows. */
export interface MyApplication {
  type: ApplicationType | null;
  application: MemberApplicationWire | OrgApplicationWire | null;
  payment: PaymentWire | null;
  isMember: boolean;
  fees: { member: string; org: string };
  payee: string;
}

export const application = defineContracts(
  { title: '会员审核' },
  {
    // GET /api/system/sign/memberList – individual applications, paged, by status, name and application days
    memberList: {
      method: 'GET',
      path: '/api/system/sign/memberList',
      access: can('bll:sign:list'),
      answer: answerRows<MemberApplicationWire>(),
    },
    // GET /api/system/sign/orgList – organisation applications, by status, orgName and application days
    orgList: {
      method: 'GET',
      path: '/api/system/sign/orgList',
      access: can('bll:sign:list'),
      answer: answerRows<OrgApplicationWire>(),
    },
    // GET|POST /api/system/sign/memberExport – the individual applications of the list's filters as 个人会员申请.xlsx
    memberExport: exportContract('/api/system/sign/memberExport', 'bll:sign:export'),
    // GET|POST /api/system/sign/orgExport – the organisation applications as 单位会员申请.xlsx
    orgExport: exportContract('/api/system/sign/orgExport', 'bll:sign:export'),
    // GET /api/system/sign/detail?type=member|org&id= – one application with its files, payments and history
    detail: {
      method: 'GET',
      path: '/api/system/sign/detail',
      access: can('bll:sign:query'),
      answer: answerData<ApplicationDetail>(),
    },
    // PUT /api/system/sign/audit – approve (1) or reject (2, with a reason) a submitted application
    audit: { method: 'PUT', path: '/api/system/sign/audit', access: can('bll:sign:audit'), input: auditSchema },
    // PUT /api/system/sign/confirmPay – the payment arrived: the applicant becomes a member
    confirmPay: { method: 'PUT', path: '/api/system/sign/confirmPay', access: can('bll:sign:audit'), input: applicationRefSchema },
    // PUT /api/system/sign/rejectPay – the payment could not be matched: back to "approved" with the reason
    rejectPay: { method: 'PUT', path: '/api/system/sign/rejectPay', access: can('bll:sign:audit'), input: applicationRefSchema },
    // POST /api/system/sign/check – checks an individual application (fields, duplicates, one at a time) without storing it
    check: { method: 'POST', path: '/api/system/sign/check', access: 'user', input: memberApplicationSchema },
    // POST /api/system/sign/checkOrg – the same for an organisation application
    checkOrg: { method: 'POST', path: '/api/system/sign/checkOrg', access: 'user', input: orgApplicationSchema },
    // POST /api/system/sign/addMember – submits an individual application (status 0); `data` is its id
    addMember: {
      method: 'POST',
      path: '/api/system/sign/addMember',
      access: 'user',
      input: memberApplicationSchema,
      answer: answerData<number>(),
    },
    // POST /api/system/sign/addOrg – submits an organisation application (status 0); `data` is its id
    addOrg: { method: 'POST', path: '/api/system/sign/addOrg', access: 'user', input: orgApplicationSchema, answer: answerData<number>() },
    // GET /api/system/sign/getInfo – the caller's newest application, its payment and isMember
    getInfo: { method: 'GET', path: '/api/system/sign/getInfo', access: 'user', answer: answerData<MyApplication>() },
    // POST /api/system/sign/submitPayInfo – payment information for the caller's approved application
    submitPayInfo: { method: 'POST', path: '/api/system/sign/submitPayInfo', access: 'user', input: paymentSchema },
  },
);
