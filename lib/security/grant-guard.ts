import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept, sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUserRole } from '@/lib/backend/db/schema';
import { ADMIN_ROLE_ID } from '@/lib/security/built-in';
import { ServiceError } from '@/lib/backend/http/errors';
import { ALL_PERMISSIONS, type LoginUser } from './caller';
import { DATA_SCOPE, DEPT_SCOPE_COLUMNS, scopeOfRoles, scopingRolesByPermission, seesAll, type ScopingRole } from './data-scope';
import { isSuperAdmin, permsOf } from './authorities';

export const GRANT_BEYOND_OWN_MSG = '不能授予自己没有的权限';
export const OUTRANKING_USER_MSG = '不能操作权限高于自己的用户';

/** The super administrator and wildcard holders may hand out anything. */
function holdsEverything(caller: LoginUser): boolean {
  return isSuperAdmin(caller.userId) || caller.permissions.includes(ALL_PERMISSIONS);
}

/**
 * Nobody hands out more than they hold (contract section 9): a caller without the wildcard may
 * give a role, a user or a menu only permissions the caller has. Otherwise role-add, user-edit or
 * menu-edit would let any staff member make an all-powerful account.
 */
export function requirePermsHeld(caller: LoginUser, permissions: string[]): void {
  if (holdsEverything(caller)) return;
  if (permissions.some((permission) => !caller.permissions.includes(permission))) throw new ServiceError(GRANT_BEYOND_OWN_MSG);
}

/** The menus being given must carry only permissions the caller holds. */
export async function requireMenusHeld(db: Executor, caller: LoginUser, menuIds: number[]): Promise<void> {
  if (holdsEverything(caller) || menuIds.length === 0) return;
  requirePermsHeld(caller, await permsOfMenus(db, menuIds));
}

async function permsOfMenus(db: Executor, menuIds: number[]): Promise<string[]> {
  const menus = await db
    .select({ perms: sysMenu.perms })
    .from(sysMenu)
    .where(and(inArray(sysMenu.menuId, menuIds), isNotNull(sysMenu.perms)));
  return menus.flatMap((menu) => permsOf(menu.perms));
}

/**
 * What a role hands its holders: each of its permissions at the role's data scope, with the
 * departments of a custom scope (`deptIds`; when absent, the role's stored ones).
 */
interface RoleGrant {
  roleId: number;
  dataScope: string;
  perms: string[];
  deptIds?: number[];
}

/**
 * The grants of the roles `roleIds` that carry any permission. `enabledMenusOnly` reads what the
 * roles give today (a holder's rank); without it every menu counts, as a role being handed out
 * could have a disabled menu enabled later.
 */
async function roleGrantsOf(db: Executor, roleIds: number[], enabledMenusOnly: boolean): Promise<RoleGrant[]> {
  if (roleIds.length === 0) return [];
  const menuJoin = enabledMenusOnly
    ? and(eq(sysMenu.menuId, sysRoleMenu.menuId), eq(sysMenu.status, '0'))
    : eq(sysMenu.menuId, sysRoleMenu.menuId);
  const rows = await db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope, perms: sysMenu.perms })
    .from(sysRole)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.roleId, sysRole.roleId))
    .innerJoin(sysMenu, menuJoin)
    .where(inArray(sysRole.roleId, roleIds));
  const grants = new Map<number, RoleGrant>();
  for (const row of rows) {
    const grant = grants.get(row.roleId) ?? { roleId: row.roleId, dataScope: row.dataScope, perms: [] };
    grant.perms.push(...permsOf(row.perms));
    grants.set(row.roleId, grant);
  }
  return [...grants.values()].filter((grant) => grant.perms.length > 0);
}

/**
 * Judges, for one caller within one call, whether role grants stay within what the caller holds.
 * A data scope counts as granted, per permission: the caller's own scope for each permission of
 * the role must cover the role's scope. "Self only" is covered by anyone; custom departments
 * only when every one of them is within the caller's department scope for that permission; "all",
 * "own department" and "own department and below" (whose reach depends on the holder) only when
 * the caller sees everything through that permission. The caller's scopes are read once, and
 * each department check is asked once per set of the caller's roles that decide it.
 */
function grantJudge(db: Executor, caller: LoginUser) {
  let callerScopes: Promise<Map<string, ScopingRole[]>> | null = null;
  const storedDepts = new Map<number, Promise<number[]>>();
  const deptVerdicts = new Map<string, Promise<boolean>>();

  const deptsOf = (grant: RoleGrant): Promise<number[]> => {
    if (grant.deptIds) return Promise.resolve(grant.deptIds);
    if (!storedDepts.has(grant.roleId)) {
      const present = db
        .select({ deptId: sysRoleDept.deptId })
        .from(sysRoleDept)
        .innerJoin(sysDept, and(eq(sysDept.deptId, sysRoleDept.deptId), eq(sysDept.delFlag, '0')))
        .where(eq(sysRoleDept.roleId, grant.roleId))
        .then((rows) => rows.map((row) => row.deptId));
      storedDepts.set(grant.roleId, present);
    }
    return storedDepts.get(grant.roleId)!;
  };

  const deptsCovered = async (grant: RoleGrant, roles: ScopingRole[]): Promise<boolean> => {
    const depts = [...new Set(await deptsOf(grant))];
    if (depts.length === 0) return true;
    const key = `${depts.join(',')}|${roles
      .map((role) => role.roleId)
      .sort((a, b) => a - b)
      .join(',')}`;
    if (!deptVerdicts.has(key)) {
      const scope = scopeOfRoles(db, caller, roles, DEPT_SCOPE_COLUMNS);
      const verdict = db
        .select({ deptId: sysDept.deptId })
        .from(sysDept)
        .where(and(inArray(sysDept.deptId, depts), scope))
        .then((visible) => visible.length === depts.length);
      deptVerdicts.set(key, verdict);
    }
    return deptVerdicts.get(key)!;
  };

  const scopeCovered = async (grant: RoleGrant): Promise<boolean> => {
    if (holdsEverything(caller) || grant.dataScope === DATA_SCOPE.self) return true;
    callerScopes ??= scopingRolesByPermission(db, caller);
    const scopes = await callerScopes;
    for (const perm of new Set(grant.perms)) {
      const roles = scopes.get(perm) ?? [];
      if (seesAll(roles)) continue;
      if (grant.dataScope !== DATA_SCOPE.custom || !(await deptsCovered(grant, roles))) return false;
    }
    return true;
  };

  return {
    scopeCovered,
    holds: async (grant: RoleGrant): Promise<boolean> =>
      holdsEverything(caller) || (grant.perms.every((perm) => caller.permissions.includes(perm)) && (await scopeCovered(grant))),
  };
}

/**
 * The roles being handed out (to users, or back to their holders by enabling them) must carry
 * only permissions the caller holds, each at a data scope the caller's own covers: otherwise a
 * caller who sees one department could give a peer or a new account an all-data role.
 */
export async function requireRolesHeld(db: Executor, caller: LoginUser, roleIds: number[]): Promise<void> {
  if (holdsEverything(caller) || roleIds.length === 0) return;
  const judge = grantJudge(db, caller);
  for (const grant of await roleGrantsOf(db, roleIds, false)) {
    if (!(await judge.holds(grant))) throw new ServiceError(GRANT_BEYOND_OWN_MSG);
  }
}

/**
 * Menus being given to roles that already have holders (a role edit adding menus, a menu edit
 * adding perms strings): the caller must hold the permissions, and at each role's data scope.
 */
export async function requirePermsHeldInRoles(db: Executor, caller: LoginUser, roleIds: number[], perms: string[]): Promise<void> {
  if (holdsEverything(caller) || perms.length === 0) return;
  requirePermsHeld(caller, perms);
  if (roleIds.length === 0) return;
  const judge = grantJudge(db, caller);
  const roles = await db
    .select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope })
    .from(sysRole)
    .where(inArray(sysRole.roleId, roleIds));
  for (const role of roles) {
    if (!(await judge.scopeCovered({ ...role, perms }))) throw new ServiceError(GRANT_BEYOND_OWN_MSG);
  }
}

/** The menus `menuIds` being added to the role `roleId` (see `requirePermsHeldInRoles`). */
export async function requireMenusHeldInRole(db: Executor, caller: LoginUser, roleId: number, menuIds: number[]): Promise<void> {
  if (holdsEverything(caller) || menuIds.length === 0) return;
  await requirePermsHeldInRoles(db, caller, [roleId], await permsOfMenus(db, menuIds));
}

/**
 * Setting a role's data scope hands each of its permissions out at that scope, so the caller's
 * scope for each must cover it (`deptIds` are the new departments of a custom scope).
 */
export async function requireDataScopeHeld(
  db: Executor,
  caller: LoginUser,
  roleId: number,
  dataScope: string,
  deptIds: number[],
): Promise<void> {
  if (holdsEverything(caller)) return;
  const judge = grantJudge(db, caller);
  for (const grant of await roleGrantsOf(db, [roleId], false)) {
    if (!(await judge.scopeCovered({ ...grant, dataScope, deptIds }))) throw new ServiceError(GRANT_BEYOND_OWN_MSG);
  }
}

/**
 * The users among `userIds` who hold more than the caller: the super administrator, and anyone
 * with an enabled role the caller does not hold by the rule of `requireRolesHeld` (a permission
 * the caller lacks, or one at a wider data scope). Changing such a user's password, phone or
 * status would hand the caller a stronger account, so a caller without the wildcard may change
 * only users they outrank or match.
 */
export async function outrankingUsers(db: Executor, caller: LoginUser, userIds: number[]): Promise<Set<number>> {
  const outranking = new Set<number>();
  // Nobody outranks themselves: what a caller may change about their own account is ruled elsewhere (own roles, own department).
  const others = userIds.filter((userId) => userId !== caller.userId);
  if (holdsEverything(caller) || others.length === 0) return outranking;
  for (const userId of others) if (isSuperAdmin(userId)) outranking.add(userId);
  // The admin role's menus count for nobody but the super administrator (contract 3.1).
  const holdings = await db
    .select({ userId: sysUserRole.userId, roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .innerJoin(
      sysRole,
      and(eq(sysRole.roleId, sysUserRole.roleId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0'), ne(sysRole.roleId, ADMIN_ROLE_ID)),
    )
    .where(inArray(sysUserRole.userId, others));
  const grants = new Map(
    (await roleGrantsOf(db, [...new Set(holdings.map((row) => row.roleId))], true)).map((grant) => [grant.roleId, grant]),
  );
  const judge = grantJudge(db, caller);
  const verdicts = new Map<number, boolean>();
  for (const { userId, roleId } of holdings) {
    const grant = grants.get(roleId);
    if (!grant || outranking.has(userId)) continue;
    if (!verdicts.has(roleId)) verdicts.set(roleId, await judge.holds(grant));
    if (!verdicts.get(roleId)) outranking.add(userId);
  }
  return outranking;
}

/** Refuses a change to any user who holds more than the caller (`不能操作权限高于自己的用户`). */
export async function requireUsersOutranked(db: Executor, caller: LoginUser, userIds: number[]): Promise<void> {
  if ((await outrankingUsers(db, caller, userIds)).size > 0) throw new ServiceError(OUTRANKING_USER_MSG);
}
