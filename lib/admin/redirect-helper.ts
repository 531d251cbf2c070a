import { safeRedirectPath } from '../http/safe-redirect';
import { localisedPath } from '../seo/locale-path';

/** The admin shell's refresh helper's addresses, `/redirect/{path}`, with or without the language prefix. */
export const REDIRECT_HELPER = /^(\/en)?\/redirect(\/.*)$/;

/**
 * Where `/redirect/{path}?{query}` sends the browser: back to the path, in its language, and only
 * to a path of this site. `encodedPath` keeps its percent-escapes, so a `%` or `?` in a segment
 * stays part of the path.
 */
export function redirectHelperTarget(locale: string, encodedPath: string, search: string): string {
  return localisedPath(locale, safeRedirectPath(`${encodedPath}${search}`));
}
