/**
 * Next answers with a 500 a path it cannot decode (`/a%zz`), and also one whose decoded form
 * holds a stray `%` (`/a%25`), since it decodes route parameters a second time. No page of the
 * portal has a `%` in its path, so both are the client's error.
 */
export function isDecodablePath(url: string): boolean {
  try {
    decodeURIComponent(decodeURIComponent(url.split('?')[0]));
    return true;
  } catch {
    return false;
  }
}
