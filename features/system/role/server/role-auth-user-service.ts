import { and, asc, eq, exists, inArray, ne, notExists } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysRole, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID, ADMIN_USER_ID } from '@/lib/security/built-in';
import { FAILURE_MSG } from '@/lib/backend/http/envelope';
import { ServiceError } from '@/lib/backend/http/errors';
import { always, contains, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { RoleUserWire } from '../contract';
import type { LoginUser } from '@/lib/security/caller';
import { requireRolesInScope, requireUsersInScope, userScopeOf } from '@/lib/security/data-scope';
import { requireRolesHeld, requireUsersOutranked } from '@/lib/security/grant-guard';
import { isSuperAdmin } from '@/lib/security/authorities';
import { visibleRole } from '@/features/system/server/role-guard';
import {
  ADMIN_ROLE_GRANT_MSG,
  ADMIN_ROLE_HOLDER_MSG,
  lockUsers,
  OWN_ROLES_MSG,
  ROLE_NOT_FOUND_MSG,
  SUPER_ADMIN_USER_MSG,
} from '@/features/system/user/server';
import { pickColumns } from '@/lib/backend/db/columns';

const authUserColumns = pickColumns(sysUser, ['userId', 'deptId', 'userName', 'nickName', 'email', 'phonenumber', 'status', 'createTime']);

/** The allocated and unallocated user lists: present users; name and phone contain; by id unless asked otherwise. */
export const authUserList = tableList(sysUser, (db) => db.select(authUserColumns).from(sysUser).$dynamic(), {
  filters: [always(eq(sysUser.delFlag, '0')), contains('userName', sysUser.userName, 30), contains('phonenumber', sysUser.phonenumber, 11)],
  sortable: ['userId', 'userName', 'nickName', 'phonenumber', 'status', 'createTime'],
  order: [asc(sysUser.userId)],
  wire: (rows): RoleUserWire[] => rows.map((row) => wireRow(row)),
});

/**
 * `GET /system/role/authUser/allocatedList` (`allocated`) and `/unallocatedList`: one page of the
 * present users that hold, or do not hold, the role, among the users the caller may see. The
 * super administrator never appears as a candidate: nobody may add them to a role here.
 */
export function roleUsers(db: Executor, caller: LoginUser, roleId: number, allocated: boolean, query: URLSearchParams) {
  return authUserList.page(db, query, async () => {
    await visibleRole(db, caller, roleId, 'system:role:list');
    const holds = db
      .select({ userId: sysUserRole.userId })
      .from(sysUserRole)
      .where(and(eq(sysUserRole.userId, sysUser.userId), eq(sysUserRole.roleId, roleId)));
    return and(
      allocated ? exists(holds) : and(notExists(holds), ne(sysUser.userId, ADMIN_USER_ID)),
      await userScopeOf(db, caller, 'system:role:list'),
    );
  });
}

/**
 * The checks every change of a role's holders passes, worded as user role assignment words them:
 * the super administrator and the caller's own account are never touched, only the super
 * administrator gives or takes role 1 or changes the roles of its holders, the role and every
 * user exist, and both the role and the users are within the caller's scope (the reference
 * forgets the users, contract 9 item 11). The role row is share-locked and the user rows locked,
 * so a deletion of either, or another change of those users' roles, waits for this one.
 */
async function requireChangeableHolders(
  tx: Executor,
  caller: LoginUser,
  roleId: number,
  userIds: number[],
  adding: boolean,
): Promise<void> {
  if (userIds.length === 0) throw new ServiceError('参数[userIds]不能为空');
  if (userIds.includes(ADMIN_USER_ID)) throw new ServiceError(SUPER_ADMIN_USER_MSG);
  if (userIds.includes(caller.userId)) throw new ServiceError(OWN_ROLES_MSG);
  const superAdmin = isSuperAdmin(caller.userId);
  if (!superAdmin && roleId === ADMIN_ROLE_ID) throw new ServiceError(adding ? ADMIN_ROLE_GRANT_MSG : ADMIN_ROLE_HOLDER_MSG);
  const [role] = await tx
    .select({ roleId: sysRole.roleId })
    .from(sysRole)
    .where(and(eq(sysRole.roleId, roleId), eq(sysRole.delFlag, '0')))
    .for('share');
  if (!role) throw new ServiceError(ROLE_NOT_FOUND_MSG);
  await requireRolesInScope(tx, caller, 'system:role:edit', [roleId]);
  await lockUsers(tx, userIds);
  await requireUsersInScope(tx, caller, 'system:role:edit', userIds);
  await requireUsersOutranked(tx, caller, userIds);
  if (superAdmin) return;
  const [adminHolder] = await tx
    .select({ userId: sysUserRole.userId })
    .from(sysUserRole)
    .where(and(eq(sysUserRole.roleId, ADMIN_ROLE_ID), inArray(sysUserRole.userId, userIds)))
    .limit(1);
  if (adminHolder) throw new ServiceError(ADMIN_ROLE_HOLDER_MSG);
}

/**
 * `PUT /system/role/authUser/cancel` and `/cancelAll`: takes the role from the users. As a row-
 * count action it fails (`操作失败`) when none of them held it.
 */
export async function cancelRoleUsers(db: Database, caller: LoginUser, roleId: number, userIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await requireChangeableHolders(tx, caller, roleId, userIds, false);
    const removed = await tx
      .delete(sysUserRole)
      .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)))
      .returning({ userId: sysUserRole.userId });
    if (removed.length === 0) throw new ServiceError(FAILURE_MSG);
  });
}

/**
 * `PUT /system/role/authUser/selectAll`: gives the role to the users (those who hold it already
 * keep it). The grant guard applies: the caller must hold every permission of the role.
 */
export async function addRoleUsers(db: Database, caller: LoginUser, roleId: number, userIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await requireChangeableHolders(tx, caller, roleId, userIds, true);
    await requireRolesHeld(tx, caller, [roleId]);
    await tx
      .insert(sysUserRole)
      .values(userIds.map((userId) => ({ userId, roleId })))
      .onConflictDoNothing();
  });
}
