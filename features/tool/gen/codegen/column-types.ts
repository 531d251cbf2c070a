/**
 * PostgreSQL column types as the generator sees them: a kind, the TypeScript type of its values
 * on the wire (the column's `tsType`, which our generator reads), the stock RuoYi `javaType` (kept
 * for the stock clients only), and the form control it starts with.
 */
export type ColumnKind = 'text' | 'integer' | 'bigint' | 'numeric' | 'float' | 'boolean' | 'date' | 'timestamp' | 'other';

/** The TypeScript types a column may take (`tsType` of GenTableColumn; our generator writes code from it). */
export const TS_TYPES = ['string', 'number', 'boolean'] as const;
export type TsType = (typeof TS_TYPES)[number];

/** The stock Java types of `javaType`, in the order of the stock edit screen's list (GenConstants and editTable.vue, RuoYi-Vue 3.9.2). */
export const JAVA_TYPES = ['Long', 'String', 'Integer', 'Double', 'BigDecimal', 'Date', 'Boolean'] as const;
export type JavaType = (typeof JAVA_TYPES)[number];

/**
 * The stock `javaType` of a PostgreSQL type, as RuoYi's GenUtils.initColumnField picks it for the
 * MySQL types: text types → String; date, time and timestamp types → Date; numbers by their
 * declared size (`numeric(p,s)` with s > 0 → BigDecimal, `numeric(p)` with p ≤ 10 → Integer,
 * other sized numerics → Long); smallint and integer → Integer (their MySQL twins `int(4)`/`int(10)`
 * are ≤ 10 digits), bigint → Long. Choices of ours where the stock code has no PostgreSQL answer:
 * real and double precision → Double (stock never assigns Double itself: MySQL 8's bare `double`
 * falls through to Long, which would be wrong for fractions); a bare `numeric` (any scale) →
 * BigDecimal; boolean → Boolean (in the stock list, with no constant); anything else → String.
 */
export function javaTypeOf(columnType: string): JavaType {
  const type = columnType.toLowerCase().trim();
  if (/^(date|time|timestamp)\b/.test(type)) return 'Date';
  if (/^boolean\b/.test(type)) return 'Boolean';
  if (/^(smallint|integer|int|int2|int4)\b/.test(type)) return 'Integer';
  if (/^(bigint|int8)\b/.test(type)) return 'Long';
  if (/^(real|double precision|float4|float8)\b/.test(type)) return 'Double';
  const numeric = /^(numeric|decimal)\s*(?:\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\))?/.exec(type);
  if (numeric) {
    if (numeric[2] === undefined) return 'BigDecimal';
    if (numeric[3] !== undefined) return Number(numeric[3]) > 0 ? 'BigDecimal' : 'Long';
    return Number(numeric[2]) <= 10 ? 'Integer' : 'Long';
  }
  return 'String';
}

/** The TypeScript type a stock `javaType` stands for, for a stock client's edit of `javaType` alone. */
export function tsTypeOfJava(javaType: JavaType): TsType {
  switch (javaType) {
    case 'Long':
    case 'Integer':
    case 'Double':
      return 'number';
    case 'Boolean':
      return 'boolean';
    default:
      return 'string';
  }
}

export const HTML_TYPES = ['input', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'imageUpload', 'fileUpload', 'editor'] as const;
export const QUERY_TYPES = ['EQ', 'NE', 'GT', 'GTE', 'LT', 'LTE', 'LIKE', 'BETWEEN'] as const;

/** The kind of a type as `format_type` writes it (`character varying(30)`, `numeric(10,2)`, `timestamp with time zone`). */
export function kindOf(columnType: string): ColumnKind {
  const type = columnType.toLowerCase();
  if (/^(character varying|varchar|character|char|bpchar|text|uuid|citext)\b/.test(type)) return 'text';
  if (/^(smallint|integer|int|int2|int4)\b/.test(type)) return 'integer';
  if (/^(bigint|int8)\b/.test(type)) return 'bigint';
  if (/^(numeric|decimal)\b/.test(type)) return 'numeric';
  if (/^(real|double precision|float4|float8)\b/.test(type)) return 'float';
  if (/^boolean\b/.test(type)) return 'boolean';
  if (/^date$/.test(type)) return 'date';
  if (/^timestamp\b/.test(type)) return 'timestamp';
  return 'other';
}

/** The declared length of a character type (`character varying(30)` → 30), else null. */
export function lengthOf(columnType: string): number | null {
  const match = /^(character varying|varchar|character|char)\((\d+)\)/i.exec(columnType);
  return match ? Number(match[2]) : null;
}

/** `numeric(10,2)` → precision and scale; null for a plain `numeric`. */
export function precisionOf(columnType: string): { precision: number; scale: number } | null {
  const match = /^numeric\((\d+)(?:,\s*(\d+))?\)/i.exec(columnType);
  return match ? { precision: Number(match[1]), scale: Number(match[2] ?? 0) } : null;
}

/** The TypeScript types a kind can be read as: an exact decimal may be text or a number, the rest have one. */
export function tsTypesOf(kind: ColumnKind): TsType[] {
  switch (kind) {
    case 'integer':
    case 'bigint':
    case 'float':
      return ['number'];
    case 'numeric':
      return ['string', 'number'];
    case 'boolean':
      return ['boolean'];
    default:
      return ['string'];
  }
}

/** The TypeScript type a column starts with: decimals stay text, so no cent is lost. */
export function defaultTsType(kind: ColumnKind): TsType {
  return tsTypesOf(kind)[0];
}

/** The form control a column starts with (contract 5.16 import defaults, read for PostgreSQL types). */
export function defaultHtmlType(columnName: string, columnType: string): (typeof HTML_TYPES)[number] {
  const kind = kindOf(columnType);
  if (kind === 'date' || kind === 'timestamp') return 'datetime';
  if (columnName === 'status') return 'radio';
  if (columnName === 'type' || columnName === 'sex' || columnName.endsWith('_type') || columnName.endsWith('_sex')) return 'select';
  if (/image$/.test(columnName)) return 'imageUpload';
  if (/file$/.test(columnName)) return 'fileUpload';
  if (/content$/.test(columnName)) return 'editor';
  if (kind === 'text' && (/^text\b/i.test(columnType) || (lengthOf(columnType) ?? 0) >= 500)) return 'textarea';
  return 'input';
}
