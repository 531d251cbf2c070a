/**
 * "The signed-in user's name or picture changed": the profile forms say it, and the parts of a
 * page that show the user (the public header) read the user again. A window event, so the two
 * need not know each other and a page without listeners pays nothing.
 */
const USER_CHANGED = 'portal:user-changed';

export function announceUserChanged(): void {
  window.dispatchEvent(new Event(USER_CHANGED));
}

/** Calls `listener` on each change until the returned function is called. */
export function onUserChanged(listener: () => void): () => void {
  window.addEventListener(USER_CHANGED, listener);
  return () => window.removeEventListener(USER_CHANGED, listener);
}
