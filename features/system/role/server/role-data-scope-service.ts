import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysDept, sysRole, sysRoleDept, sysUserRole } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { DATA_SCOPE, requireDeptsInScope } from '@/lib/security/data-scope';
import { DEPT_NOT_FOUND_MSG, deptTreeSelect } from '@/features/system/dept/server';
import { requireDataScopeHeld } from '@/lib/security/grant-guard';
import { isSuperAdmin } from '@/lib/security/authorities';
import { changeableRole, visibleRole } from '@/features/system/server/role-guard';
import type { z } from 'zod';
import type { dataScopeSchema, RoleDeptTree } from '../contract';
import { checkedKeysOf } from '@/features/system/server/tree-select';

type DataScopeInput = z.infer<typeof dataScopeSchema>;

export const OWN_ROLE_SCOPE_MSG = '不能修改自己所属角色的数据权限';

/**
 * `PUT /system/role/dataScope`: sets a role's data scope and replaces its departments, in one
 * transaction. Not role 1; the role must be within the caller's scope, and every department must
 * exist and be one the caller may see, so nobody hands out departments beyond their own view.
 * Only the super administrator changes the scope of a role they hold themselves (else a caller
 * would widen their own view), and nobody sets a scope wider than their own for any of the
 * role's permissions (`requireDataScopeHeld`). Departments are kept only for the custom scope
 * ("2"), the one scope that reads them.
 */
export async function assignDataScope(db: Database, caller: LoginUser, roleId: number, input: DataScopeInput): Promise<void> {
  const deptIds = input.dataScope === DATA_SCOPE.custom ? input.deptIds : [];
  await db.transaction(async (tx) => {
    await changeableRole(tx, caller, roleId, 'system:role:edit');
    if (!isSuperAdmin(caller.userId) && (await holdsRole(tx, caller.userId, roleId))) throw new ServiceError(OWN_ROLE_SCOPE_MSG);
    if (deptIds.length > 0) {
      const found = await tx
        .select({ deptId: sysDept.deptId })
        .from(sysDept)
        .where(and(inArray(sysDept.deptId, deptIds), eq(sysDept.delFlag, '0')))
        .for('share');
      if (found.length !== deptIds.length) throw new ServiceError(DEPT_NOT_FOUND_MSG);
      await requireDeptsInScope(tx, caller, 'system:role:edit', deptIds);
    }
    await requireDataScopeHeld(tx, caller, roleId, input.dataScope, deptIds);
    await tx
      .update(sysRole)
      .set({ dataScope: input.dataScope, deptCheckStrictly: input.deptCheckStrictly, updateBy: caller.userName, updateTime: new Date() })
      .where(eq(sysRole.roleId, roleId));
    await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
    if (deptIds.length > 0) await tx.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId, deptId })));
  });
}

async function holdsRole(db: Executor, userId: number, roleId: number): Promise<boolean> {
  const [link] = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(and(eq(sysUserRole.userId, userId), eq(sysUserRole.roleId, roleId)))
    .limit(1);
  return link !== undefined;
}

/**
 * `GET /system/role/deptTree/{roleId}`: the role's departments as `checkedKeys` and the
 * department tree the caller may see as `depts`. The reference checks no scope here (contract 9,
 * item 11); the role must be within the caller's.
 */
export async function roleDeptTree(db: Executor, caller: LoginUser, roleId: number): Promise<RoleDeptTree> {
  const role = await visibleRole(db, caller, roleId, 'system:role:query');
  const stored = await db
    .select({ id: sysDept.deptId, parentId: sysDept.parentId })
    .from(sysRoleDept)
    .innerJoin(sysDept, and(eq(sysDept.deptId, sysRoleDept.deptId), eq(sysDept.delFlag, '0')))
    .where(eq(sysRoleDept.roleId, roleId))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
  return {
    checkedKeys: checkedKeysOf(stored, role.deptCheckStrictly),
    depts: await deptTreeSelect(db, caller, 'system:role:query'),
  };
}
