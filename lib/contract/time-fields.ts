import { z } from '@/lib/contract/zod';
import { problem } from './fields';

/*
 * The time fields of the contracts' input schemas. Client-safe, so a form checks a time as the
 * server reads it.
 */

const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A time of a form as the contract writes it (`yyyy-MM-dd HH:mm:ss`; seconds, or the whole time
 * of day, may be left out), read as China time whatever the server's zone. Null when the text is
 * no real time (`2026-02-30 10:00`).
 */
export function chinaTimeOf(text: string): Date | null {
  const parts = WIRE_TIME.exec(text);
  if (!parts) return null;
  const [, y, m, d, h = '00', i = '00', s = '00'] = parts;
  const date = new Date(`${y}-${m}-${d}T${h}:${i}:${s}+08:00`);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 02-30 over to 03-02; a real time survives the round trip unchanged.
  const back = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return back.slice(0, 19) === `${y}-${m}-${d}T${h}:${i}:${s}` ? date : null;
}

/** A time a wire-time field has parsed, as the moment it names. */
export function dateOfWireTime(text: string): Date {
  const date = chinaTimeOf(text);
  if (!date) throw new Error(`${text}: not a time as the contract writes it`);
  return date;
}

/** The text as the contract writes times, the seconds (or the time of day) filled in. */
const fullWireTime = (text: string) => {
  const [, y, m, d, h = '00', i = '00', s = '00'] = WIRE_TIME.exec(text)!;
  return `${y}-${m}-${d} ${h}:${i}:${s}`;
};

function wireTimeSchema(label: string, optional: boolean) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().transform((value, ctx): string | null => {
      if (value === '' && optional) return null;
      if (value !== '' && chinaTimeOf(value)) return fullWireTime(value);
      ctx.addIssue(
        value === ''
          ? { code: 'custom', message: `${label}不能为空`, params: problem('required') }
          : { code: 'custom', message: `${label}格式不正确，应为yyyy-MM-dd HH:mm:ss`, params: problem('timeFormat') },
      );
      return z.NEVER;
    }),
  );
}

/**
 * A required time field of a form body, in the contract's format; it parses to the full text
 * (`yyyy-MM-dd HH:mm:ss`), which a form sends as it is and the server stores by `dateOfWireTime`.
 */
export const wireTimeOf = (label: string) => wireTimeSchema(label, false).pipe(z.string());

/** An optional time field, as `wireTimeOf`: empty or absent is null. */
export const optionalWireTimeOf = (label: string) => wireTimeSchema(label, true);

/** A required time field of a form body, in the contract's format, parsed to its moment. */
export function timeField(label: string) {
  return wireTimeOf(label).transform(dateOfWireTime);
}

/** An optional time field: empty or absent is null. */
export function optionalTimeField(label: string) {
  return optionalWireTimeOf(label).transform((text) => (text === null ? null : dateOfWireTime(text)));
}
