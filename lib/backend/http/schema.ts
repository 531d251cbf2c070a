import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../rules/validation';
import { ServiceError } from './errors';

const HTML = /<[^>]*>/;

/**
 * A text field of a form body: trimmed, required unless `optional`, at most `max` characters,
 * never markup. Messages name the field, as the reference's validation messages do.
 */
export function textOf(label: string, max: number, options: { optional?: boolean } = {}) {
  const base = z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''),
    z.string(),
  );
  return base.pipe(
    z
      .string()
      .refine((value) => options.optional || value.length > 0, `${label}不能为空`)
      .refine((value) => value.length <= max, `${label}长度不能超过${max}个字符`)
      .refine((value) => !HTML.test(value), `${label}不能包含脚本字符`),
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

/** Parses a body with a schema; the first problem becomes the answer's message. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ServiceError(result.error.issues[0]?.message ?? '请求数据格式不正确');
  return result.data;
}
