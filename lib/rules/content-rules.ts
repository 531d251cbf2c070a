/**
 * The rules of the content admin's fields (categories, articles, friendly links), in one place for
 * the forms, which check before saving to spare a round trip, and for the API, which checks again
 * with the contract's messages (the content contracts' schemas, which the forms check with too).
 * Pure and browser-safe: nothing here may import server code.
 */

/** Characters no address needs and some browsers drop or reinterpret (`java\tscript:`, `/\evil.example`). */
const UNSAFE_URL_CHARS = /[\s\u0000-\u001f\u007f\\]/;

export function hasUnsafeUrlChars(text: string): boolean {
  return UNSAFE_URL_CHARS.test(text);
}

/** An absolute address with a host, in a scheme `scheme` matches at its start. */
function isAbsoluteAddress(text: string, scheme: RegExp): boolean {
  if (hasUnsafeUrlChars(text) || !scheme.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http(s) address with a host: what a friendly link may point to. */
export function isHttpAddress(text: string): boolean {
  return isAbsoluteAddress(text, /^https?:\/\//i);
}

/** An absolute https address with a host: where an article's picture may come from besides our uploads. */
export function isHttpsAddress(text: string): boolean {
  return isAbsoluteAddress(text, /^https:\/\//i);
}

/** A page of this site (`/path`), never the protocol-relative `//host`. */
export function isSitePath(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !hasUnsafeUrlChars(text);
}

/** Where a category may lead: a page of this site or an http(s) address; `javascript:` and other schemes are neither. */
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

/** The column sizes of `bll_article_type`'s text fields. */
export const CATEGORY_LIMITS = { bllName: 50, bllEsName: 100, bllValue: 200, remark: 500 } as const;
/** The column sizes of `bll_article`'s text fields. */
export const ARTICLE_LIMITS = {
  articleName: 200,
  articleEsName: 300,
  summary: 500,
  summaryEs: 1000,
  author: 64,
  authorEs: 100,
  source: 100,
  sourceEs: 200,
} as const;
/** The column sizes of `bll_links`' text fields. */
export const LINK_LIMITS = { linkName: 100, linkEsName: 200, linkUrl: 500 } as const;
/** The size of a category's or an article's cover column: the stored name of an uploaded picture. */
export const COVER_MAX = 200;

/** Home-page sections are numbered 1–99 (6 membership, 9 training events); 0 is none. */
export const INDEX_AREA_MAX = 99;

/**
 * The largest article body, in UTF-8 bytes, per language. Pictures are uploaded as files (5 MB
 * each) and referenced, so a body beyond this is a paste gone wrong, such as a document's
 * embedded images inlined as data.
 */
export const ARTICLE_BODY_MAX_MB = 5;
const ARTICLE_BODY_MAX_BYTES = ARTICLE_BODY_MAX_MB * 1024 * 1024;

export function isArticleBodyTooLarge(html: string): boolean {
  return new TextEncoder().encode(html).length > ARTICLE_BODY_MAX_BYTES;
}
