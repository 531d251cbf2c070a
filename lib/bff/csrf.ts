const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Uploaded images may be shown by other sites; nothing else under /prod-api is for them. */
const PUBLIC_FILES = /^\/profile\//;

/**
 * Reads that change something all the same, because the reference's stock client asks for them
 * with GET: ending an account's lock-out, and a download that deletes the caller's export. A
 * browser may ask for them from the site's own pages only (`Sec-Fetch-Site: same-origin`), never
 * through an `<img>` on another origin of the same site.
 */
function changesState(url: URL, apiPath: string): boolean {
  return /^\/monitor\/logininfor\/unlock\//.test(apiPath) || (apiPath === '/common/download' && url.searchParams.get('delete') === 'true');
}

/**
 * Cross-site request forgery guard. A browser names the page's origin in `Origin` on state
 * changes and says `Sec-Fetch-Site` on every request: a state change from another host, and any
 * API call another site makes the browser send (a link to GET /logout, say), is refused.
 * Clients that are not browsers send neither and pass: they cannot ride a visitor's cookie.
 */
export function isForeignRequest(request: Request, allowedHosts: string[], apiPath: string): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (SAFE_METHODS.has(request.method)) {
    if (changesState(new URL(request.url), apiPath)) return site !== 'same-origin';
    return site === 'cross-site' && !PUBLIC_FILES.test(apiPath);
  }
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      return !allowedHosts.includes(new URL(origin).host.toLowerCase());
    } catch {
      return true;
    }
  }
  return site === 'cross-site' || site === 'same-site';
}
