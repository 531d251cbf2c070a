import type { ServerResponse } from 'node:http';

/**
 * One spelling per path, computed before any cache or rule sees a request. Next decodes a path
 * fully before it routes it (`/%74rainingCourse` shows /trainingCourse) and collapses `\`, `//`,
 * dot segments and a trailing slash, so every rule keyed on the path as sent could be walked
 * around, and a cache keyed on it filled, by spelling one page many ways.
 */

// Characters every browser sends as they are (outside its path percent-encode set) and that mean
// nothing more to a path: they stay literal, everything else is percent-encoded. A browser that
// follows a redirect to the canonical spelling therefore sends back exactly that spelling (a
// browser never decodes an escape). `^` is left out: the URL standard's path set now encodes it,
// and a browser that does would be sent round in circles.
const ENCODED = /[^A-Za-z0-9\-._~!$&'()*+,;=:@[\]|]/gu;

// C0 and C1 controls and DEL: no page has one, PostgreSQL text cannot hold a NUL, and a log line
// or header built from the path must not carry a line break.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;

/**
 * The canonical spelling of a request's path (without its query), or null when it is refused: it
 * does not start with `/`, does not decode, holds a control character once decoded, or still
 * holds a `%` (Next decodes route parameters a second time, and no page has a `%` in its path).
 */
export function canonicalPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/') && !rawPath.startsWith('\\')) return null;
  let decoded: string;
  try {
    // A literal backslash is a slash to Next (and to browsers); an encoded one is a character.
    decoded = decodeURIComponent(rawPath.replace(/\\/g, '/'));
  } catch {
    return null;
  }
  if (CONTROL.test(decoded) || decoded.includes('%')) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return `/${segments.map((segment) => segment.replace(ENCODED, encodeURIComponent)).join('/')}`;
}

/** What the server does with a request's path. */
export interface RequestPath {
  /** The canonical path every rule reads; null when the request is refused (400). */
  path: string | null;
  /** Where a GET or HEAD of a page spelled otherwise is sent (308), its query kept. */
  redirectTo: string | null;
}

// The API's paths are the API's own (a `%2F` in a parameter is not a separator there), and Next's
// files are named by the build: both are passed on as sent, never redirected. They are never cached.
const passedOn = (path: string) => path === '/prod-api' || path.startsWith('/prod-api/') || path.startsWith('/_next/');

/**
 * Reads the path of a request target (`req.url`). A page spelled otherwise than canonically is
 * redirected when it is read (GET, HEAD) and served as sent, uncached, otherwise. A path counts as
 * the API's or Next's only when it is one both as sent and as Next reads it, so that no spelling
 * reaches a page under a rule meant for those.
 */
export function readRequestPath(method: string, target: string): RequestPath {
  const [, rawPath, query = ''] = /^([^?#]*)(\?[^#]*)?/.exec(target)!;
  const path = canonicalPath(rawPath);
  if (path === null || path === rawPath || (passedOn(rawPath) && passedOn(path))) return { path, redirectTo: null };
  return { path, redirectTo: method === 'GET' || method === 'HEAD' ? `${path}${query}` : null };
}

/** Answers a refused path (400) or a page's other spelling (308); returns whether it did. */
export function answerOtherSpelling(res: ServerResponse, request: RequestPath): boolean {
  if (request.path === null) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad Request');
  else if (request.redirectTo !== null) res.writeHead(308, { location: request.redirectTo }).end();
  else return false;
  return true;
}
