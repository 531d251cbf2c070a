/**
 * The choices of the column settings (contract 5.16), those the contract's schema takes. Our screen
 * edits the TypeScript type (`tsType`), which the generator reads; the stock `javaType` is left as it is.
 * 显示类型 labels are `admin.genEdit.html.<value>`.
 */
export { HTML_TYPES, TS_TYPES } from '../../codegen/column-types';
export { TPL_CATEGORIES } from '../../contract';

/** 查询方式: the value stored, and the operator the reference shows for it. */
export const QUERY_TYPES = [
  { value: 'EQ', label: '=' },
  { value: 'NE', label: '!=' },
  { value: 'GT', label: '>' },
  { value: 'GTE', label: '>=' },
  { value: 'LT', label: '<' },
  { value: 'LTE', label: '<=' },
  { value: 'LIKE', label: 'LIKE' },
  { value: 'BETWEEN', label: 'BETWEEN' },
] as const;

/** A stored value the list does not know (an older row) stays choosable rather than vanishing. */
export function withCurrent<T extends string>(values: readonly T[], current: string): string[] {
  return current && !values.includes(current as T) ? [...values, current] : [...values];
}
