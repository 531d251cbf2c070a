import type { Database } from '@/lib/backend/db/client';
import { ADMIN_USER_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { requireUsersInScope } from '@/lib/security/data-scope';
import { requireUsersOutranked } from '@/lib/security/grant-guard';
import { lockUsers, OWN_ROLES_MSG, replaceUserRoles, SUPER_ADMIN_USER_MSG } from './user-checks';

/**
 * `PUT /system/user/authRole`: replaces a user's roles, in one transaction. Nobody changes the
 * super administrator (contract 3.1) or their own roles, only the super administrator gives or
 * takes the admin role, and the user and the roles given must lie within the caller's data
 * scope. Permissions are read from the tables on every call, so the user's next `/getInfo` and
 * `/getRouters` already reflect the change.
 */
export async function assignUserRoles(db: Database, caller: LoginUser, userId: number, roleIds: number[]): Promise<void> {
  if (userId === ADMIN_USER_ID) throw new ServiceError(SUPER_ADMIN_USER_MSG);
  if (userId === caller.userId) throw new ServiceError(OWN_ROLES_MSG);
  const permission = 'system:user:edit';
  await db.transaction(async (tx) => {
    await lockUsers(tx, [userId]);
    await requireUsersInScope(tx, caller, permission, [userId]);
    await requireUsersOutranked(tx, caller, [userId]);
    await replaceUserRoles(tx, caller, permission, userId, roleIds);
  });
}
