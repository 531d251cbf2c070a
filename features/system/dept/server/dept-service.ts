import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/backend/db/client';
import { sysDept } from '@/lib/backend/db/schema';
import { ServiceError } from '@/lib/backend/http/errors';
import { always, contains, equals, tableList } from '@/lib/backend/http/table-list';
import { wireRow } from '@/lib/backend/http/wire';
import type { LoginUser } from '@/lib/security/caller';
import { deptScopeOf, requireDeptsInScope } from '@/lib/security/data-scope';
import { treeSelectOf } from '@/features/system/server/tree-select';
import type { TreeSelect } from '@/lib/tree-select';
import type { DeptWire } from '../contract';

export const DEPT_NOT_FOUND_MSG = '部门不存在';

export type DeptRow = typeof sysDept.$inferSelect;

/** Whether `row` lies below the department `deptId` (its ancestors name it). */
export function isBelow(row: Pick<DeptRow, 'ancestors'>, deptId: number): boolean {
  return row.ancestors.split(',').includes(String(deptId));
}

export function deptWire(row: DeptRow, parentName: string | null = null): DeptWire {
  return { ...wireRow(row), parentName, children: [] };
}

/** The departments below `deptId`, as a condition over sys_dept (ancestors hold the id). */
export function belowDept(deptId: number): SQL {
  return sql`${String(deptId)} = any(string_to_array(${sysDept.ancestors}, ','))`;
}

/** A present (not deleted) department by id. */
export async function findDept(db: Executor, deptId: number): Promise<DeptRow | undefined> {
  const [row] = await db
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.deptId, deptId), eq(sysDept.delFlag, '0')));
  return row;
}

/**
 * The list filters of contract 5.4 (also those of the user screen's department tree): present
 * departments, name contains, status equals; by parent, then order number, as the reference
 * orders them.
 */
const deptList = tableList(sysDept, {
  filters: [always(eq(sysDept.delFlag, '0')), contains('deptName', sysDept.deptName, 30), equals('status', sysDept.status, 1)],
  order: [asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId)],
});

/** Departments matching the query that the caller may see through `permission`. */
function scopedDepts(db: Executor, caller: LoginUser, permission: string, query: URLSearchParams): Promise<DeptRow[]> {
  return deptList.all(db, query, () => deptScopeOf(db, caller, permission));
}

/** `GET /system/dept/list`: flat, scoped; the screen builds the tree by deptId/parentId. */
export async function listDepts(db: Executor, caller: LoginUser, query: URLSearchParams) {
  return (await scopedDepts(db, caller, 'system:dept:list', query)).map((row) => deptWire(row));
}

/** `GET /system/dept/list/exclude/{deptId}`: where a department may move to, so never itself or below it. */
export async function listDeptsExcept(db: Executor, caller: LoginUser, deptId: number) {
  if (!(await findDept(db, deptId))) throw new ServiceError(DEPT_NOT_FOUND_MSG);
  const rows = await scopedDepts(db, caller, 'system:dept:list', new URLSearchParams());
  return rows.filter((row) => row.deptId !== deptId && !isBelow(row, deptId)).map((row) => deptWire(row));
}

/** `GET /system/dept/{deptId}`: one department with its parent's name; missing first, then scope. */
export async function getDept(db: Executor, caller: LoginUser, deptId: number) {
  const row = await findDept(db, deptId);
  if (!row) throw new ServiceError(DEPT_NOT_FOUND_MSG);
  await requireDeptsInScope(db, caller, 'system:dept:query', [deptId]);
  const parent = row.parentId ? await findDept(db, row.parentId) : undefined;
  return deptWire(row, parent?.deptName ?? null);
}

/** The department picker of another screen (`GET /system/user/deptTree`): TreeSelect, scoped by that screen's permission. */
export async function deptTreeSelect(
  db: Executor,
  caller: LoginUser,
  permission: string,
  query = new URLSearchParams(),
): Promise<TreeSelect[]> {
  const rows = await scopedDepts(db, caller, permission, query);
  return treeSelectOf(rows.map((row) => ({ id: row.deptId, parentId: row.parentId, label: row.deptName, disabled: row.status === '1' })));
}
