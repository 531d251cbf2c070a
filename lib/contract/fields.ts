import { z } from '@/lib/contract/zod';
import { DISPLAY_ORDER_MAX } from '../rules/system-rules';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../rules/validation';

/*
 * The fields of the contracts' input schemas, with the spec's messages. They hold no server code,
 * so a form checks with the same schema the server parses with.
 */

const HTML = /<[^>]*>/;

/**
 * What a refinement found, in words a form can look up in its own messages (`required`,
 * `tooLong` with its `limit`, or a rule's own name); the schema's message stays the server's answer.
 */
export const problem = (name: string, limit?: number) => ({ problem: name, ...(limit === undefined ? {} : { limit }) });

/**
 * A text field of a form body: trimmed, required unless `optional`, at most `max` characters,
 * never markup. Messages name the field, as the reference's validation messages do; `tooLong`
 * gives the length's own words where the reference words it differently (公告标题不能超过50个字符).
 */
export function textOf(label: string, max: number, options: { optional?: boolean; tooLong?: string } = {}) {
  const base = z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''),
    z.string(),
  );
  return base.pipe(
    z
      .string()
      .refine((value) => options.optional || value.length > 0, { message: `${label}不能为空`, params: problem('required') })
      .refine((value) => value.length <= max, {
        message: options.tooLong ?? `${label}长度不能超过${max}个字符`,
        params: problem('tooLong', max),
      })
      .refine((value) => !HTML.test(value), { message: `${label}不能包含脚本字符`, params: problem('markup') }),
  );
}

/** A mainland mobile number field; an optional one may be left empty. */
export function mobileOf(label: string, options: { optional?: boolean; message?: string } = {}) {
  return textOf(label, 11, options).refine(
    (value) => (options.optional && value === '') || PHONE_PATTERN.test(value),
    options.message ?? '请输入正确的手机号码',
  );
}

/** An email address field of at most 50 characters; an optional one may be left empty. */
export function emailOf(label: string, options: { optional?: boolean; message?: string } = {}) {
  return textOf(label, 50, options).refine(
    (value) => (options.optional && value === '') || EMAIL_PATTERN.test(value),
    options.message ?? '请输入正确的电子邮箱',
  );
}

/** More ids than the whole menu or department tree holds: a list this long is not a selection. */
const MAX_TREE_IDS = 5000;

/** A flag the UI sends as a boolean; `"true"`/`"false"` and 1/0 are read too, anything else is refused. */
export const flagOf = (label: string) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || value === ''
        ? true
        : value === 'true' || value === 1
          ? true
          : value === 'false' || value === 0
            ? false
            : value,
    z.boolean({ error: `${label}格式不正确` }),
  );

/** The ids checked in a menu or department tree (`menuIds`, `deptIds`), without repeats; absent means none. */
export const treeIdsOf = (noun: string) => {
  const badId = `${noun}编号格式不正确`;
  return z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z
      .array(z.coerce.number({ error: badId }).int(badId).positive(badId).max(Number.MAX_SAFE_INTEGER, badId), { error: badId })
      .max(MAX_TREE_IDS, `所选${noun}过多`)
      .transform((ids) => [...new Set(ids)]),
  );
};

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * A whole number from 0 to `max`, sent as a number or its text (`1e3` and `1.5` are not whole
 * numbers as typed); absent or blank is `fallback`, or refused when there is none.
 */
export const integerOf = (label: string, max: number, options: { fallback?: number } = {}) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? options.fallback
        : typeof value === 'string' && WHOLE_NUMBER.test(value.trim())
          ? Number(value)
          : value,
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label}不能为空` : `${label}必须是整数`) })
      .int(`${label}必须是整数`)
      .min(0, `${label}不能小于0`)
      .max(max, `${label}不能超过${max}`),
  );

/** A required display order (`roleSort`, `orderNum`): a whole number from 0, sent as a number or its text. */
export const displayOrder = () => integerOf('显示顺序', DISPLAY_ORDER_MAX);

/**
 * A one-character choice (`status`, `visible`, `menuType`, ...) among `values`: `fallback` when
 * absent, or, without a fallback, refused with `missing`.
 */
export const choiceOf = <T extends string>(values: readonly [T, ...T[]], fallback: T | undefined, message: string, missing = message) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : typeof value === 'number' ? String(value) : value),
    z.enum(values, { error: (issue) => (issue.input === undefined ? missing : message) }),
  );
