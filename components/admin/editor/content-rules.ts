/**
 * The checks the content forms make before saving; the server checks the same again
 * (`lib/backend/modules/content/content-fields.ts`), so these only spare a round trip.
 */

/** Characters no address needs and some browsers drop or reinterpret (`java\tscript:`, `/\evil.example`). */
const UNSAFE_URL_CHARS = /[\s\u0000-\u001f\u007f\\]/;

/** An absolute http(s) address with a host: what a friendly link may point to. */
export function isHttpAddress(text: string): boolean {
  if (UNSAFE_URL_CHARS.test(text) || !/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** A page of this site (`/path`), never the protocol-relative `//host`. */
export function isSitePath(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !UNSAFE_URL_CHARS.test(text);
}

/** Where a category may lead: a page of this site or an http(s) address. */
export function isCategoryAddress(text: string): boolean {
  return isSitePath(text) || isHttpAddress(text);
}

/** A mail address to write to, optionally with a subject (`mailto:a@b.cn?subject=...`). */
function isMailto(text: string): boolean {
  return /^mailto:[^@\s\\]+@[^@\s\\]+$/i.test(text);
}

/** Where a link in an article may lead: this site, an http(s) address or a mail address; nothing that runs. */
export function isArticleLink(text: string): boolean {
  return isCategoryAddress(text) || isMailto(text);
}

/** A whole number from 0 to `max` as typed (no sign, no decimals). */
export function isWholeNumberUpTo(text: string, max: number): boolean {
  return /^\d{1,9}$/.test(text) && Number(text) <= max;
}

/** The fields longer (after trimming) than their column allows, each with the form's message. */
export function tooLongFields<Field extends string>(values: Record<Field, string>, limits: Partial<Record<Field, number>>, message: (limit: number) => string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const [name, limit] of Object.entries(limits) as [Field, number][]) {
    if (values[name].trim().length > limit) errors[name] = message(limit);
  }
  return errors;
}
