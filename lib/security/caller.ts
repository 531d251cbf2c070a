/** The signed-in user of one API call, as the session and the user's enabled roles make it. */
export interface LoginUser {
  userId: number;
  userName: string;
  deptId: number | null;
  tokenId: string;
  /** Role keys of the user's enabled roles. */
  roles: string[];
  /** Permission strings; the super administrator has `*:*:*`. */
  permissions: string[];
  /** Set while the session's lock screen is up (`screen-lock.ts`); a user not from a session has no screen. */
  screenLocked?: boolean;
  /** When the user last signed in or unlocked in this session (`recent-sign-in.ts`); a user not from a session has none. */
  authTime?: Date | null;
}

export const ALL_PERMISSIONS = '*:*:*';
export const SUPER_ADMIN_ROLE = 'admin';

/** The contract's hasPermi: the wildcard or exactly this string, never a partial wildcard. */
export function hasPermission(user: LoginUser, permission: string): boolean {
  const wanted = permission.trim();
  return user.permissions.some((p) => p === ALL_PERMISSIONS || p === wanted);
}

/** The contract's hasAnyPermi: any one of the permissions. */
export function hasAnyPermission(user: LoginUser, permissions: readonly string[]): boolean {
  return permissions.some((permission) => hasPermission(user, permission));
}

/** The contract's hasRole: role `admin` passes every role check. */
export function hasRole(user: LoginUser, role: string): boolean {
  return user.roles.some((r) => r === SUPER_ADMIN_ROLE || r === role.trim());
}
