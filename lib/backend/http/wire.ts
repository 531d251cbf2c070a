import { toWireTime } from '../../format/date-time';

/** A column's value as the contract sends it: a time as text, null only where the column may be. */
type WireValue<V> = V extends Date ? string : V;

/** A database row as the contract sends it: every timestamp as `yyyy-MM-dd HH:mm:ss` China time. */
export function wireRow<T extends Record<string, unknown>>(row: T): { [K in keyof T]: WireValue<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? toWireTime(value) : value;
  return out as { [K in keyof T]: WireValue<T[K]> };
}
