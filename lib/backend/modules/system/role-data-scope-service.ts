import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { sysDept, sysRole, sysRoleDept } from '../../db/schema';
import { ServiceError } from '../../http/errors';
import type { LoginUser } from '../auth/login-user';
import { DATA_SCOPE, requireDeptsInScope } from './data-scope';
import { DEPT_NOT_FOUND_MSG, deptTreeSelect } from './dept-service';
import { changeableRole, visibleRole } from './role-guard';
import type { DataScopeInput } from './role-schemas';
import { checkedKeysOf } from './tree-select';

/**
 * `PUT /system/role/dataScope`: sets a role's data scope and replaces its departments, in one
 * transaction. Not role 1; the role must be within the caller's scope, and every department must
 * exist and be one the caller may see, so nobody hands out departments beyond their own view.
 * Departments are kept only for the custom scope ("2"), the one scope that reads them.
 */
export async function assignDataScope(db: Database, caller: LoginUser, roleId: number, input: DataScopeInput): Promise<void> {
  const deptIds = input.dataScope === DATA_SCOPE.custom ? input.deptIds : [];
  await db.transaction(async (tx) => {
    await changeableRole(tx, caller, roleId, 'system:role:edit');
    if (deptIds.length > 0) {
      const found = await tx
        .select({ deptId: sysDept.deptId })
        .from(sysDept)
        .where(and(inArray(sysDept.deptId, deptIds), eq(sysDept.delFlag, '0')))
        .for('share');
      if (found.length !== deptIds.length) throw new ServiceError(DEPT_NOT_FOUND_MSG);
      await requireDeptsInScope(tx, caller, 'system:role:edit', deptIds);
    }
    await tx
      .update(sysRole)
      .set({ dataScope: input.dataScope, deptCheckStrictly: input.deptCheckStrictly, updateBy: caller.userName, updateTime: new Date() })
      .where(eq(sysRole.roleId, roleId));
    await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, roleId));
    if (deptIds.length > 0) await tx.insert(sysRoleDept).values(deptIds.map((deptId) => ({ roleId, deptId })));
  });
}

/**
 * `GET /system/role/deptTree/{roleId}`: the role's departments as `checkedKeys` and the
 * department tree the caller may see as `depts`. The reference checks no scope here (contract 9,
 * item 11); the role must be within the caller's.
 */
export async function roleDeptTree(db: Executor, caller: LoginUser, roleId: number) {
  const role = await visibleRole(db, caller, roleId, 'system:role:query');
  const stored = await db
    .select({ id: sysDept.deptId, parentId: sysDept.parentId })
    .from(sysRoleDept)
    .innerJoin(sysDept, and(eq(sysDept.deptId, sysRoleDept.deptId), eq(sysDept.delFlag, '0')))
    .where(eq(sysRoleDept.roleId, roleId))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
  return {
    checkedKeys: checkedKeysOf(stored, role.deptCheckStrictly),
    depts: await deptTreeSelect(db, caller, 'system:role:query', { deptName: '', status: '' }),
  };
}
