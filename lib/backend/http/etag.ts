import { createHash } from 'node:crypto';
import type { Envelope } from './envelope';

/** The entity tag of an answer's text: the same rows give the same tag on every instance. */
export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url')}"`;
}

/**
 * Whether an `If-None-Match` value names the tag (RFC 9110 13.1.2): `*`, or a list of tags
 * compared weakly, so a `W/` that a proxy added still matches.
 */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * A JSON answer that the browser keeps and revalidates: tagged with a hash of its body, and
 * answered 304 without a body when the caller already holds that tag. `private, no-cache` keeps
 * it out of shared caches and makes the browser ask every time, so a change shows at once while
 * an unchanged answer costs no transfer.
 */
export function revalidatableJson(request: Request, body: Envelope): Response {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  const headers = { etag, 'cache-control': 'private, no-cache' };
  if (matchesIfNoneMatch(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json;charset=utf-8', ...headers } });
}
