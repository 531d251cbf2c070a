import { z } from 'zod';
import { textOf } from '@/lib/contract/fields';
import { optionalTimeField, timeField } from '@/lib/backend/http/wire-time';
import { ACTIVITY_CAPACITY_RANGE, ACTIVITY_FEE_PATTERN } from '@/lib/rules/member-rules';

export const FEE_MSG = '费用必须是不小于0的金额，最多两位小数';

/** `articleId`: absent, empty or null is "no article"; otherwise a positive whole number. */
const articleId = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? null : value),
  z.coerce.number({ error: '关联文章不正确' }).int('关联文章不正确').positive('关联文章不正确').nullable(),
);

/**
 * The activity form of `POST`/`PUT /activity/activities` (contract 10.5). The service checks
 * what needs the database: the type's dictionary, the article, and capacity against sign-ups.
 */
export const activitySchema = z
  .object({
    title: textOf('活动名称', 200),
    titleEs: textOf('英文名称', 300, { optional: true }),
    activityType: textOf('活动类型', 1),
    articleId,
    startTime: timeField('开始时间'),
    endTime: optionalTimeField('结束时间'),
    place: textOf('活动地点', 200),
    capacity: z.coerce
      .number({ error: '人数上限必须是整数' })
      .int('人数上限必须是整数')
      .min(ACTIVITY_CAPACITY_RANGE.min, `人数上限不能小于${ACTIVITY_CAPACITY_RANGE.min}`)
      .max(ACTIVITY_CAPACITY_RANGE.max, `人数上限不能超过${ACTIVITY_CAPACITY_RANGE.max}`),
    deadline: timeField('报名截止时间'),
    fee: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
      z.string({ error: FEE_MSG }).regex(ACTIVITY_FEE_PATTERN, FEE_MSG),
    ),
    summary: textOf('活动简介', 500, { optional: true }),
    status: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? '0' : String(value)),
      z.enum(['0', '1'], { error: '活动状态只能是正常或停用' }),
    ),
  })
  .refine((form) => form.deadline.getTime() <= form.startTime.getTime(), '报名截止时间不能晚于开始时间')
  .refine((form) => form.endTime === null || form.endTime.getTime() >= form.startTime.getTime(), '结束时间不能早于开始时间');
export type ActivityInput = z.infer<typeof activitySchema>;
