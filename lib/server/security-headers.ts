import type { IncomingMessage, ServerResponse } from 'node:http';
import { saysHttps } from '../http/client-info';

/**
 * The Content-Security-Policy of every page. Scripts and styles allow 'unsafe-inline' because
 * nonces or hashes cannot work here: Next inlines its hydration data as inline scripts, MUI
 * (emotion) inlines its styles, and whole pages are cached and shared by every reader, so a
 * per-request nonce would be the same for all of them and protect nothing. What the policy
 * still does: no script, style or connection to another origin, no plugins, no <base> or form
 * target elsewhere, and no framing. Article bodies are sanitised (lib/sanitize-article.ts) and
 * keep no scripts, frames or media, only pictures, which may come from any https address (and
 * the footer's QR code from the site settings), so img-src allows https:; the captcha is a
 * data: image and the editor previews pasted pictures as blob: URLs. The admin shell shows a
 * menu's "inner link" (an http(s) address an administrator configured) in a frame, hence frame-src.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Headers every answer carries unless it set its own (a download's sandboxing CSP is stricter). */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Whether the browser reached us over TLS: on our own socket, or through a trusted proxy whose
 * X-Forwarded-Proto says https (lib/client-info.ts isSecureRequest, for a Node request).
 */
export function isSecureConnection(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return trustProxy && typeof proto === 'string' && saysHttps(proto);
}

/**
 * Completes an answer's headers just before they go out. HSTS follows this request alone: an
 * answer from the page cache may have been stored from a request over TLS.
 */
export function addSecurityHeaders(res: ServerResponse, secure: boolean): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!res.hasHeader(name)) res.setHeader(name, value);
  if (secure) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  else res.removeHeader('strict-transport-security');
}
