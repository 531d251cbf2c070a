'use client';

import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * What the admin shell does with the signed-in session, and the parts it draws from features:
 * the composition root provides them (root/admin-screens.tsx), so the shell knows no feature.
 * Each call rejects as the request helper does (an ApiError says why).
 */
export interface ShellSession {
  logout(): Promise<unknown>;
  /** Locks the session: the API refuses its other calls until `unlock`. */
  lock(): Promise<unknown>;
  unlock(password: string): Promise<unknown>;
  /** Whose session this is now (after signing in again). */
  whoIsSignedIn(): Promise<{ userId: number } | null>;
  /** The sign-in form the expired-session dialog draws. */
  SignInForm: ComponentType<{ onSignedIn: () => void }>;
  /** Drawn in the navbar beside the user's menu (the notices). */
  NavbarExtra?: ComponentType;
}

const ShellSessionContext = createContext<ShellSession | null>(null);

export function ShellSessionProvider({ session, children }: { session: ShellSession; children: ReactNode }) {
  return <ShellSessionContext.Provider value={session}>{children}</ShellSessionContext.Provider>;
}

export function useShellSession(): ShellSession {
  const session = useContext(ShellSessionContext);
  if (!session) throw new Error('The admin shell is drawn without its session (ShellSessionProvider)');
  return session;
}
