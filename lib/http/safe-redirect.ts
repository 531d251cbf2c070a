const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * The `?redirect=` target after signing in, honoured only when it is a path on this site:
 * `//evil.example`, `/\evil.example`, `https://...` and `javascript:` all fall back.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters and whitespace are stripped by URL parsers and can hide a second slash.
  if (/[\u0000-\u0020\u007f]/.test(value)) return fallback;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
