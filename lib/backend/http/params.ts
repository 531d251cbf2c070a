import { ServiceError } from './errors';

/** The largest value of a PostgreSQL `integer` column (sys_config.config_id is one). */
export const INT_ID_MAX = 2_147_483_647;

/** How many ids one batch call may name: far above any screen's selection, low enough to bound the SQL. */
const MAX_IDS = 1000;

/**
 * The reference answers a value that does not fit its parameter's type with a 500 naming the
 * parameter; the same here, with the value cut short so a huge one is not echoed back.
 */
export function typeMismatch(name: string, value: string): ServiceError {
  return new ServiceError(`请求参数类型不匹配，参数[${name}]要求为数字，但输入值为：'${value.slice(0, 50)}'`);
}

/** A path or query id the contract types as a number: digits only, above 0, at most `max`. */
export function idParam(name: string, value: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number {
  const text = (value ?? '').trim();
  if (text === '') throw new ServiceError(`参数[${name}]不能为空`);
  if (!/^\d{1,16}$/.test(text)) throw typeMismatch(name, text);
  const id = Number(text);
  if (id <= 0 || id > max) throw typeMismatch(name, text);
  return id;
}

/**
 * Several ids in one value, comma-joined as the reference's UI sends them (`3,4,5`), without
 * repeats and in the given order. An empty value is no ids.
 */
export function idListParam(name: string, value: string | null | undefined, max = Number.MAX_SAFE_INTEGER): number[] {
  const text = (value ?? '').trim();
  if (text === '') return [];
  const parts = text.split(',');
  if (parts.length > MAX_IDS) throw new ServiceError(`参数[${name}]一次最多${MAX_IDS}个`);
  return [...new Set(parts.map((part) => idParam(name, part, max)))];
}

/**
 * A list parameter of a query string in any of the forms clients send: comma-joined
 * (`roleIds=1,2`), repeated (`roleIds=1&roleIds=2`) or indexed (`roleIds[0]=1`, `roleIds[]=1`),
 * as one comma-joined value for `idListParam`.
 */
export function listParam(query: URLSearchParams, name: string): string {
  const values: string[] = [];
  for (const [key, value] of query) {
    if (key === name || (key.startsWith(`${name}[`) && /^\[\d*\]$/.test(key.slice(name.length)))) values.push(value);
  }
  return values.filter((value) => value.trim() !== '').join(',');
}
