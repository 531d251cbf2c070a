const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for state-changing calls: a browser names the page's origin
 * in `Origin` (and says `Sec-Fetch-Site`); a call from another site is refused. Clients that are
 * not browsers send neither and are let through: they cannot ride a visitor's cookie.
 */
export function isForeignStateChange(request: Request, allowedHosts: string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      return !allowedHosts.includes(new URL(origin).host.toLowerCase());
    } catch {
      return true;
    }
  }
  const site = request.headers.get('sec-fetch-site');
  return site === 'cross-site' || site === 'same-site';
}
