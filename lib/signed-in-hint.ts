/**
 * Whether the browser holds a session, from the readable companion cookie the BFF sets beside
 * the sealed one: cached public pages use it to decide whether to ask the API who the reader is.
 */
const SIGNED_IN_HINT = /(?:^|;\s*)Portal-Signed-In=1/;

export function hasSessionHint(cookie: string): boolean {
  return SIGNED_IN_HINT.test(cookie);
}
