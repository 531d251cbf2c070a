import type { z } from 'zod';
import { ServiceError } from './errors';

/** Parses a body with a schema; the first problem becomes the answer's message. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) throw new ServiceError(result.error.issues[0]?.message ?? '请求数据格式不正确');
  return result.data;
}
