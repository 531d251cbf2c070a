/**
 * The choices of the column settings (contract 5.16). The type keeps the contract's wire field
 * `javaType` but holds a TypeScript type, as the generator reads it (lib/backend/codegen).
 */
export const TS_TYPES = ['string', 'number', 'boolean'] as const;

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

/** 显示类型: the form control a column gets; labels are `admin.genEdit.html.<value>`. */
export const HTML_TYPES = ['input', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'imageUpload', 'fileUpload', 'editor'] as const;

export const TPL_CATEGORIES = ['crud', 'tree', 'sub'] as const;

/** A stored value the list does not know (an older row) stays choosable rather than vanishing. */
export function withCurrent<T extends string>(values: readonly T[], current: string): string[] {
  return current && !values.includes(current as T) ? [...values, current] : [...values];
}
