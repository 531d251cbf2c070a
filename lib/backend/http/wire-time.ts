import { z } from 'zod';

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

function timeSchema(label: string, optional: boolean) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : ''),
    z.string().transform((value, ctx): Date | null => {
      if (value === '' && optional) return null;
      const date = value === '' ? null : chinaTimeOf(value);
      if (!date)
        ctx.addIssue({ code: 'custom', message: value === '' ? `${label}不能为空` : `${label}格式不正确，应为yyyy-MM-dd HH:mm:ss` });
      return date ?? z.NEVER;
    }),
  );
}

/** A required time field of a form body, in the contract's format. */
export function timeField(label: string) {
  return timeSchema(label, false).pipe(z.date());
}

/** An optional time field: empty or absent is null. */
export function optionalTimeField(label: string) {
  return timeSchema(label, true);
}
