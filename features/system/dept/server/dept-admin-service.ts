import { and, eq, inArray, max, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '@/lib/backend/db/client';
import { sysDept, sysUser } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import type { LoginUser } from '@/lib/security/caller';
import { deptScopeOf, requireDeptsInScope } from '@/lib/security/data-scope';
import type { z } from 'zod';
import type { deptSchema } from '../contract';
import { belowDept, DEPT_NOT_FOUND_MSG, findDept, isBelow, type DeptRow } from './dept-service';

type DeptInput = z.infer<typeof deptSchema>;

export const PARENT_NOT_FOUND_MSG = '上级部门不存在';
export const PARENT_DISABLED_MSG = '部门停用，不允许新增';
export const ENABLED_CHILDREN_MSG = '该部门包含未停用的子部门！';
export const HAS_CHILDREN_MSG = '存在下级部门,不允许删除';
export const HAS_USERS_MSG = '部门存在用户,不允许删除';
/** The code of the contract's delete guards: a warning, not an error (contract 1.7). */
const WARN = 601;

/** `sys_dept.ancestors` is varchar(500): a tree deeper than that cannot be stored. */
const ANCESTORS_MAX = 500;
const TOO_DEEP_MSG = '部门层级过深，不能再增加下级';
const DESCENDANTS_OUT_OF_SCOPE = '下级部门超出数据权限范围，不能移动';
const ANCESTORS_OUT_OF_SCOPE = '需要启用的上级部门超出数据权限范围';

/**
 * Department writes run one at a time: sibling names are unique and ancestors consistent only
 * by the checks below, and a move rewrites a whole subtree.
 */
async function lockDepts(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7303, 1)`);
}

/** The department a write changes: present and locked, then within the caller's scope for `permission`. */
async function requireWritableDept(tx: Executor, caller: LoginUser, permission: string, deptId: number): Promise<DeptRow> {
  const [row] = await tx
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0')))
    .for('update');
  if (!row) throw new ServiceError(DEPT_NOT_FOUND_MSG);
  await requireDeptsInScope(tx, caller, permission, [deptId]);
  return row;
}

/** A parent a department is put under: present and within the caller's scope. */
async function requireParent(tx: Executor, caller: LoginUser, permission: string, parentId: number): Promise<DeptRow> {
  const parent = await findDept(tx, parentId);
  if (!parent) throw new ServiceError(PARENT_NOT_FOUND_MSG);
  await requireDeptsInScope(tx, caller, permission, [parentId]);
  return parent;
}

async function siblingNamed(tx: Executor, parentId: number, deptName: string, exceptId: number | null): Promise<boolean> {
  const conditions = [eq(sysDept.parentId, parentId), eq(sysDept.deptName, deptName), eq(sysDept.delFlag, '0')];
  if (exceptId !== null) conditions.push(ne(sysDept.deptId, exceptId));
  const [row] = await tx
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

const ancestorsUnder = (parent: DeptRow) => `${parent.ancestors},${parent.deptId}`;

/** `POST /system/dept`: a department under an enabled parent; answers its id. */
export async function addDept(db: Database, caller: LoginUser, input: DeptInput): Promise<number> {
  return db.transaction(async (tx) => {
    await lockDepts(tx);
    const parent = await requireParent(tx, caller, 'system:dept:add', input.parentId);
    if (parent.status !== '0') throw new ServiceError(PARENT_DISABLED_MSG);
    if (await siblingNamed(tx, parent.deptId, input.deptName, null))
      throw new ServiceError(`新增部门'${input.deptName}'失败，部门名称已存在`);
    const ancestors = ancestorsUnder(parent);
    if (ancestors.length > ANCESTORS_MAX) throw new ServiceError(TOO_DEEP_MSG);
    const [row] = await tx
      .insert(sysDept)
      .values({ ...input, ancestors, createBy: caller.userName })
      .returning({ deptId: sysDept.deptId });
    return row.deptId;
  });
}

/**
 * Moves a department's subtree: every descendant's ancestors start with the department's old
 * ancestors, which are swapped for the new ones.
 */
async function moveDescendants(tx: Executor, deptId: number, oldAncestors: string, newAncestors: string): Promise<void> {
  const [{ longest }] = await tx
    .select({ longest: max(sql<number>`length(${sysDept.ancestors})`) })
    .from(sysDept)
    .where(belowDept(deptId));
  if (longest !== null && Number(longest) - oldAncestors.length + newAncestors.length > ANCESTORS_MAX) throw new ServiceError(TOO_DEEP_MSG);
  await tx
    .update(sysDept)
    .set({ ancestors: sql`${newAncestors} || substr(${sysDept.ancestors}, ${oldAncestors.length + 1})` })
    .where(belowDept(deptId));
}

/** Whether any present department matching `where` lies outside the caller's `scope` (undefined: sees all). */
async function anyOutside(tx: Executor, scope: SQL | undefined, where: SQL): Promise<boolean> {
  if (scope === undefined) return false;
  const [row] = await tx
    .select({ deptId: sysDept.deptId })
    .from(sysDept)
    .where(and(where, eq(sysDept.delFlag, '0'), not(scope)))
    .limit(1);
  return row !== undefined;
}

/**
 * `PUT /system/dept`: changes a department and may move it under another parent (never itself or
 * one of its own descendants). A department with enabled descendants cannot be disabled; saving
 * an enabled one re-enables its ancestors, so an enabled department never hangs below a
 * disabled one. The root stays the root. Both side effects write other departments, so they
 * must lie within the caller's scope too: a move rewrites every descendant's ancestors, and the
 * ancestors re-enabled must be ones the caller may edit.
 */
export async function editDept(db: Database, caller: LoginUser, deptId: number, input: DeptInput): Promise<void> {
  const failed = (reason: string) => new ServiceError(`修改部门'${input.deptName}'失败，${reason}`);
  await db.transaction(async (tx) => {
    await lockDepts(tx);
    const dept = await requireWritableDept(tx, caller, 'system:dept:edit', deptId);
    if (input.parentId === deptId) throw failed('上级部门不能是自己');
    let ancestors = dept.ancestors;
    if (input.parentId !== dept.parentId) {
      if (dept.parentId === 0) throw failed('根部门不能移动');
      const parent = await requireParent(tx, caller, 'system:dept:edit', input.parentId);
      if (isBelow(parent, deptId)) throw failed('上级部门不能是自己的下级部门');
      ancestors = ancestorsUnder(parent);
      if (ancestors.length > ANCESTORS_MAX) throw new ServiceError(TOO_DEEP_MSG);
    }
    if (await siblingNamed(tx, input.parentId, input.deptName, deptId)) throw failed('部门名称已存在');
    if (input.status === '1') {
      const [enabledChild] = await tx
        .select({ deptId: sysDept.deptId })
        .from(sysDept)
        .where(and(belowDept(deptId), eq(sysDept.status, '0'), eq(sysDept.delFlag, '0')))
        .limit(1);
      if (enabledChild) throw new ServiceError(ENABLED_CHILDREN_MSG);
    }
    const scope = await deptScopeOf(tx, caller, 'system:dept:edit');
    const moving = ancestors !== dept.ancestors;
    if (moving && (await anyOutside(tx, scope, belowDept(deptId)))) throw failed(DESCENDANTS_OUT_OF_SCOPE);
    const above = ancestors
      .split(',')
      .map(Number)
      .filter((id) => id > 0);
    const reEnabling = input.status === '0' && above.length > 0;
    if (reEnabling && (await anyOutside(tx, scope, and(inArray(sysDept.deptId, above), ne(sysDept.status, '0'))!)))
      throw failed(ANCESTORS_OUT_OF_SCOPE);
    if (moving) await moveDescendants(tx, deptId, dept.ancestors, ancestors);
    await tx
      .update(sysDept)
      .set({ ...input, ancestors, updateBy: caller.userName, updateTime: new Date() })
      .where(eq(sysDept.deptId, deptId));
    if (reEnabling)
      await tx
        .update(sysDept)
        .set({ status: '0' })
        .where(and(inArray(sysDept.deptId, above), ne(sysDept.status, '0')));
  });
}

/** `DELETE /system/dept/{deptId}`: soft delete of a department with no present sub-departments and no users (601 otherwise). */
export async function removeDept(db: Database, caller: LoginUser, deptId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDepts(tx);
    await requireWritableDept(tx, caller, 'system:dept:remove', deptId);
    const [child] = await tx
      .select({ deptId: sysDept.deptId })
      .from(sysDept)
      .where(and(eq(sysDept.parentId, deptId), eq(sysDept.delFlag, '0')))
      .limit(1);
    if (child) throw new ServiceError(HAS_CHILDREN_MSG, WARN);
    const [user] = await tx
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0')))
      .limit(1);
    if (user) throw new ServiceError(HAS_USERS_MSG, WARN);
    await tx.update(sysDept).set({ delFlag: '2', updateBy: caller.userName, updateTime: new Date() }).where(eq(sysDept.deptId, deptId));
  });
}

/** `PUT /system/dept/updateSort`: new order numbers, pairwise with the ids; all or nothing. */
export async function sortDepts(db: Database, caller: LoginUser, deptIds: number[], orderNums: number[]): Promise<void> {
  if (deptIds.length === 0 || deptIds.length !== orderNums.length) throw new ServiceError('部门编号与显示顺序的数量不一致');
  await db.transaction(async (tx) => {
    await lockDepts(tx);
    const found = await tx
      .select({ deptId: sysDept.deptId })
      .from(sysDept)
      .where(and(inArray(sysDept.deptId, deptIds), eq(sysDept.delFlag, '0')));
    if (found.length !== deptIds.length) throw new ServiceError(DEPT_NOT_FOUND_MSG);
    await requireDeptsInScope(tx, caller, 'system:dept:edit', deptIds);
    for (const [i, deptId] of deptIds.entries()) {
      await tx
        .update(sysDept)
        .set({ orderNum: orderNums[i], updateBy: caller.userName, updateTime: new Date() })
        .where(eq(sysDept.deptId, deptId));
    }
  });
}
