import { z } from '@/lib/contract/zod';
import { CONTENT_TAGS } from '@/lib/content/content-tags';
import { answerData, answerRows, can, crudContracts, defineContracts, exportContract, typeOf } from '@/lib/contract/contract';
import { mobileOf, problem, textOf } from '@/lib/contract/fields';
import { whenSound } from '@/lib/contract/refinements';
import { optionalWireTimeOf, wireTimeOf } from '@/lib/contract/time-fields';
import type { WireRow } from '@/lib/contract/wire';
import { fenOf } from '@/lib/format/money';
import { ACTIVITY_CAPACITY_RANGE, ACTIVITY_FEE_PATTERN, ACTIVITY_LIMITS } from '@/lib/rules/member-rules';
import type { bllActivity, bllActivitySignup } from '@/features/member/tables';
import { publicActivity } from './public-contract';

export const FEE_MSG = '费用必须是不小于0的金额，最多两位小数';
export const MEMBER_FEE_ABOVE_FEE_MSG = '会员费用不能高于非会员费用';

/** An amount in yuan as the form or a stock client sends it: a number, or text with the spaces around it trimmed. */
const amountText = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value);
const feeOf = () =>
  z.string({ error: FEE_MSG }).refine((fee) => ACTIVITY_FEE_PATTERN.test(fee), { message: FEE_MSG, params: problem('fee') });

/** `articleId`: absent, empty or null is "no article"; otherwise a positive whole number. */
const articleId = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? null : value),
  z.coerce.number({ error: '关联文章不正确' }).int('关联文章不正确').positive('关联文章不正确').nullable(),
);

/**
 * The activity form of `POST`/`PUT /activity/activities` (contract 10.5); times parse to the
 * contract's full text. The service checks what needs the database: the type's dictionary, the
 * article, and capacity against sign-ups.
 */
export const activitySchema = z
  .object({
    title: textOf('活动名称', ACTIVITY_LIMITS.title),
    titleEs: textOf('英文名称', ACTIVITY_LIMITS.titleEs, { optional: true }),
    activityType: textOf('活动类型', 1),
    articleId,
    startTime: wireTimeOf('开始时间'),
    endTime: optionalWireTimeOf('结束时间'),
    place: textOf('活动地点', ACTIVITY_LIMITS.place),
    placeEs: textOf('英文地点', ACTIVITY_LIMITS.placeEs, { optional: true }),
    capacity: z.coerce
      .number({ error: '人数上限必须是整数' })
      .int('人数上限必须是整数')
      .min(ACTIVITY_CAPACITY_RANGE.min, `人数上限不能小于${ACTIVITY_CAPACITY_RANGE.min}`)
      .max(ACTIVITY_CAPACITY_RANGE.max, `人数上限不能超过${ACTIVITY_CAPACITY_RANGE.max}`),
    deadline: wireTimeOf('报名截止时间'),
    fee: z.preprocess(amountText, feeOf()),
    /** What a member pays; absent, empty or null: members pay the fee. */
    memberFee: z.preprocess((value) => {
      const amount = amountText(value);
      return amount === undefined || amount === '' ? null : amount;
    }, feeOf().nullable()),
    summary: textOf('活动简介', ACTIVITY_LIMITS.summary, { optional: true }),
    status: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? '0' : String(value)),
      z.enum(['0', '1'], { error: '活动状态只能是正常或停用' }),
    ),
  })
  // The full texts of two times compare as the times do.
  .refine((form) => form.deadline <= form.startTime, {
    message: '报名截止时间不能晚于开始时间',
    path: ['deadline'],
    params: problem('deadlineAfterStart'),
    when: whenSound('startTime', 'deadline'),
  })
  .refine((form) => form.endTime === null || form.endTime >= form.startTime, {
    message: '结束时间不能早于开始时间',
    path: ['endTime'],
    params: problem('endBeforeStart'),
    when: whenSound('startTime', 'endTime'),
  })
  .refine((form) => form.memberFee === null || (fenOf(form.memberFee) ?? 0) <= (fenOf(form.fee) ?? 0), {
    message: MEMBER_FEE_ABOVE_FEE_MSG,
    path: ['memberFee'],
    params: problem('memberFeeAboveFee'),
    when: whenSound('fee', 'memberFee'),
  });

/** A member's sign-up for an activity (`POST /api/activity/activities/saveBll`). */
export const signupSchema = z.object({
  activityId: z.coerce.number({ error: '请选择活动' }).int().positive('请选择活动'),
  name: textOf('姓名', 30),
  phone: mobileOf('手机号码'),
  employer: textOf('工作单位', 100, { optional: true }),
  remark: textOf('备注', 500, { optional: true }),
});

type ActivityColumns = WireRow<typeof bllActivity.$inferSelect>;
type SignupColumns = WireRow<typeof bllActivitySignup.$inferSelect>;

/** An activity as the back office's calls answer it: every column, times as text, and how many have signed up. */
export type ActivityWire = ActivityColumns & { signedCount: number };

/** A sign-up as the back office lists it: every column, with its activity's title. */
export type SignupWire = SignupColumns & { activityTitle: string };

/** One of the caller's sign-ups, with what the personal page shows of its activity. */
export type MySignup = SignupColumns &
  Pick<ActivityColumns, 'title' | 'titleEs' | 'articleId' | 'startTime' | 'place' | 'placeEs'> & {
    /** The caller's price: the member fee for a member where the activity has one. */
    amount: string;
  };

export const activitySignup = defineContracts(
  { title: '活动报名' },
  {
    // GET /activity/signup/list?activityId= – sign-ups, paged, by activity, name and phone
    list: {
      method: 'GET',
      path: '/activity/signup/list',
      access: can('bll:activity:query'),
      answer: answerRows<SignupWire>(),
    },
    // GET|POST /activity/signup/export?activityId= – the sign-ups as 活动报名.xlsx
    export: exportContract('/activity/signup/export', 'bll:activity:export'),
  },
);

export const activity = defineContracts(
  { title: '活动管理', tags: [CONTENT_TAGS.activities] },
  {
    // list: activities of every status, paged, by title, type, status and start days; each with signedCount
    // get: one activity with signedCount
    // add: a new activity; `data` is its id
    // edit: changes the activity named by id; capacity never below its sign-ups
    // remove: comma-joined ids, all or none; an activity with sign-ups is refused
    ...crudContracts('/activity/activities', 'id', 'bll:activity', {
      row: typeOf<ActivityWire>(),
      input: activitySchema,
    }),
    // GET|POST /activity/activities/export – the list's activities as 活动数据.xlsx
    export: exportContract('/activity/activities/export', 'bll:activity:export'),
  },
);

export const memberActivity = defineContracts(
  {},
  {
    // getInfoList, saveBll – as `./public-contract.ts` declares them; the server parses a sign-up with its schema
    getInfoList: publicActivity.getInfoList,
    saveBll: { ...publicActivity.saveBll, input: signupSchema },
    // GET /api/activity/activities/mySignups – the caller's sign-ups, for the personal page
    mySignups: {
      method: 'GET',
      path: '/api/activity/activities/mySignups',
      access: 'user',
      answer: answerData<MySignup[]>(),
    },
  },
);
