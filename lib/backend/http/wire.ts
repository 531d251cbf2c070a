import type { WireRow } from '@/lib/contract/wire';
import { toWireTime } from '../../format/date-time';

/** A database row as the contract sends it: every timestamp as `yyyy-MM-dd HH:mm:ss` China time. */
export function wireRow<T extends Record<string, unknown>>(row: T): WireRow<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? toWireTime(value) : value;
  return out as WireRow<T>;
}
