/**
 * The names of the session cookies, apart from lib/session.ts (server-only, it seals sessions)
 * so that server.ts, run by plain Node, can tell a signed-in request by them.
 */

/** The iron-session sealed cookie holding the API token; named `Admin-Token` as the spec's login state. */
export const SESSION_COOKIE = 'Admin-Token';

/**
 * A readable companion cookie that says only "a session exists", so cached public pages know
 * in the browser whether to ask for the user's name; it carries nothing secret.
 */
export const SIGNED_IN_HINT_COOKIE = 'Portal-Signed-In';
